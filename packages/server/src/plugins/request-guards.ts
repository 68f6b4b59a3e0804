import { type ErrorDetail, NUL_CHARACTER_MESSAGE } from "@mnx/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors.js";
import { globalPlugin } from "./global-plugin.js";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);
const NUL = "\u0000";

export const NULL_BODY_MESSAGE = "The request body must be a JSON object, not null.";

/** How deep a body's objects and arrays may nest; no route takes more than a few levels. */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels).`;

class TooDeep extends Error {}

/**
 * Paths (`name`, `items.2.note`) of every string, or object key, that holds a NUL character. Throws TooDeep
 * past MAX_BODY_DEPTH levels, before the walk (or any schema after it) can overflow the stack.
 */
function nulPaths(value: unknown, path: string[], found: string[]): string[] {
  if (path.length > MAX_BODY_DEPTH + 1) throw new TooDeep();
  // A file body (POST /photos) is bytes, not text: nothing in it reaches a text column.
  if (value instanceof Uint8Array) return found;
  if (typeof value === "string") {
    if (value.includes(NUL)) found.push(path.join("."));
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) nulPaths(item, [...path, String(index)], found);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) found.push([...path, key].join("."));
      nulPaths(item, [...path, key], found);
    }
  }
  return found;
}

function inputNulPaths(request: FastifyRequest): string[] {
  try {
    return [
      ...nulPaths(request.query, ["query"], []),
      ...nulPaths(request.params, ["params"], []),
      ...nulPaths(request.body, ["body"], []),
    ];
  } catch (error) {
    if (!(error instanceof TooDeep)) throw error;
    throw new AppError("VALIDATION_ERROR", TOO_DEEP_MESSAGE, 400, [{ path: "", message: TOO_DEEP_MESSAGE }]);
  }
}

/**
 * Input no route can use, refused once for every route before its schema runs: a JSON `null` as the body of a
 * write, a body nested deeper than MAX_BODY_DEPTH, and text holding a NUL character anywhere in the query, the
 * path or the body (PostgreSQL cannot store
 * one in text, so it would otherwise fail deep in a query as a 500).
 */
async function guardInput(request: FastifyRequest) {
  if (BODY_METHODS.has(request.method) && request.body === null) {
    throw new AppError("VALIDATION_ERROR", NULL_BODY_MESSAGE, 400, [
      { path: "", message: NULL_BODY_MESSAGE },
    ]);
  }
  const paths = inputNulPaths(request);
  if (paths.length > 0) {
    const details: ErrorDetail[] = paths.map((path) => ({
      path: path.replace(/^(query|params|body)\.?/, ""),
      message: NUL_CHARACTER_MESSAGE,
    }));
    throw new AppError("VALIDATION_ERROR", NUL_CHARACTER_MESSAGE, 400, details);
  }
}

export const requestGuardsPlugin = globalPlugin("request-guards", async (app: FastifyInstance) => {
  app.addHook("preValidation", guardInput);
});
