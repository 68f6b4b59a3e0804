import { createHash } from "node:crypto";
import { IDEMPOTENCY_KEY_MAX_LENGTH } from "@mnx/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from "fastify";
import { withWorkBeforeCommit } from "../db/before-commit.js";
import { AppError } from "../errors.js";
import type { AuthenticatedUser } from "./auth.js";
import { globalPlugin } from "./global-plugin.js";
import * as keys from "./idempotency-repository.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Set when this request holds the (pending) Idempotency-Key row and must store its answer. */
    idempotencyClaim: { userId: string; key: string } | null;
  }
}

const REPLAYABLE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A file body (POST /photos) is hashed as its bytes; any other body as its JSON. */
function requestHash(request: FastifyRequest) {
  const body = request.body;
  return createHash("sha256")
    .update(Buffer.isBuffer(body) ? body : JSON.stringify(body ?? null))
    .digest("hex");
}

/**
 * Runs after the route's own preHandlers (authentication included). The key row is claimed BEFORE the
 * handler runs, so a concurrent retry finds it pending (409) instead of applying the write a second time.
 */
async function claimOrReplay(request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers["idempotency-key"];
  const user = (request as { user?: AuthenticatedUser }).user;
  if (header === undefined || !user) return;
  if (typeof header !== "string" || header.length === 0 || header.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new AppError(
      "VALIDATION_ERROR",
      `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
      400,
    );
  }
  const path = request.url.split("?")[0] ?? request.url;
  const entry = {
    userId: user.id,
    key: header,
    method: request.method,
    path,
    requestHash: requestHash(request),
  };
  const db = request.server.db;
  if (await keys.claimKey(db, entry)) {
    request.idempotencyClaim = { userId: user.id, key: header };
    return;
  }
  const stored = await keys.findKey(db, user.id, header);
  if (
    stored &&
    (stored.method !== entry.method || stored.path !== path || stored.request_hash !== entry.requestHash)
  ) {
    throw new AppError(
      "IDEMPOTENCY_KEY_REUSED",
      "This Idempotency-Key was already used for a different request.",
      422,
    );
  }
  if (stored?.status_code === null && stored.applied) {
    throw new AppError(
      "IDEMPOTENCY_KEY_APPLIED",
      "This request was already applied, but its answer was lost. Refresh to see the result.",
      409,
    );
  }
  if (!stored || stored.status_code === null) {
    throw new AppError(
      "IDEMPOTENCY_IN_PROGRESS",
      "This request is still being processed. Please try again.",
      409,
    );
  }
  return reply
    .code(stored.status_code)
    .header("idempotent-replayed", "true")
    .type("application/json; charset=utf-8")
    .send(JSON.stringify(stored.response));
}

/**
 * The last preHandler of a request that holds a key: the handler runs with the key's 'applied' mark to be
 * written in its first transaction, so a write that commits is known to have, even if its answer is never
 * stored (a crash between the two). Callback style: the handler runs inside the context it sets.
 */
function markAppliedOnCommit(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
  const claim = request.idempotencyClaim;
  if (!claim) return done();
  withWorkBeforeCommit((tx) => keys.markApplied(tx, claim), done);
}

async function storeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claim = request.idempotencyClaim;
  if (!claim) return payload;
  request.idempotencyClaim = null;
  const db = request.server.db;
  try {
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      await keys.completeKey(db, claim, reply.statusCode, typeof payload === "string" ? payload : null);
    } else {
      // Refused or failed: free the key so the client may retry it (not if its write committed before).
      await keys.releaseKey(db, claim);
    }
  } catch (error) {
    // The database went away after the handler (docs/decisions/019): the answer still goes out, and the key
    // stays pending (a retry answers 409 until it is given up, or for good once its write was applied).
    request.log.error({ err: error }, "the Idempotency-Key's answer could not be stored");
  }
  return payload;
}

/** `Idempotency-Key` on POST/PUT/PATCH/DELETE (docs/api-conventions.md): the same key answers the first answer. */
export const idempotencyPlugin = globalPlugin("idempotency", async (app: FastifyInstance) => {
  app.decorateRequest("idempotencyClaim", null);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => REPLAYABLE_METHODS.has(method))) return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [
      ...own,
      claimOrReplay as preHandlerHookHandler,
      markAppliedOnCommit as preHandlerHookHandler,
    ];
  });
  app.addHook("onSend", storeAnswer);
});
