import { NUL_CHARACTER_MESSAGE } from "@mnx/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors.js";
import { globalPlugin } from "./global-plugin.js";

const MAX_DEPTH = 64;

/** The dotted path of the first string (or key) holding a NUL character, or null. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return itemPath;
    const found = nulPath(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

async function refuseNul(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const path = nulPath(part, "");
    if (path !== null) {
      throw new AppError("VALIDATION_ERROR", NUL_CHARACTER_MESSAGE, 400, [
        { path, message: NUL_CHARACTER_MESSAGE },
      ]);
    }
  }
}

/**
 * PostgreSQL text cannot hold a NUL character (U+0000): a body, query or parameter with one is refused with
 * 400 VALIDATION_ERROR before any route sees it, instead of failing in the database with a 500. Runs after
 * each route's own onRequest checks, so a caller without the capability still gets 401/403.
 */
export const nulGuardPlugin = globalPlugin("nul-guard", async (app: FastifyInstance) => {
  app.addHook("preValidation", refuseNul);
});
