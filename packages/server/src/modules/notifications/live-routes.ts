import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { decodeJwt } from "jose";
import { JOBS } from "../../jobs/job-names.js";
import { requireCapability } from "../../plugins/auth.js";
import { type LiveConnection, LiveHub, sseEvent } from "./live-hub.js";
import { catchUp, sessionIsLive } from "./live-service.js";

declare module "fastify" {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

/** A comment line now and then keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream (the web app adds its own jitter). */
const RETRY_MS = 2_000;

/** `Last-Event-ID`: the id of the last event the browser got (a decimal number), else none. */
function lastEventIdOf(request: FastifyRequest): number | undefined {
  const header = request.headers["last-event-id"];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

/** When the bearer token (already verified) expires: the stream ends then, and reconnects with a fresh one. */
function tokenExpiresAt(request: FastifyRequest): number {
  try {
    const exp = decodeJwt(request.headers.authorization?.slice(7).trim() ?? "").exp;
    return typeof exp === "number" ? exp * 1000 : Date.now();
  } catch {
    return Date.now();
  }
}

/**
 * GET /api/v1/live: the signed-in person's live stream (server-sent events; docs/decisions/035). Signed in
 * like every call, with the bearer token in the Authorization header: the web app reads the stream with
 * fetch, so no token travels in a URL and no cookie is needed. Messages:
 * - `change` (id = the event's id): `{kind, topics}`; the screens showing those topics refetch;
 * - `notifications`: the person's notifications changed (new, or read on another device);
 * - `ready` (id = where the stream starts) once connected, after any catch-up;
 * - `reset`: more was missed than the catch-up replays: refresh everything.
 * With `Last-Event-ID`, the events since then are replayed first. The stream ends when the access token
 * expires or the session ends.
 */
export const liveModule: FastifyPluginAsync = async (app) => {
  const hub = new LiveHub(
    (sessionId, userId) => sessionIsLive(app.db, sessionId, userId),
    () => {
      app.jobQueue.wake(JOBS.deliverEvent);
      app.jobQueue.wake(JOBS.webhookFanOut);
    },
  );
  await hub.start(app.db);
  app.decorate("liveHub", hub);
  // Open streams would hold the server's close: end them first (the browsers reconnect to another server).
  app.addHook("preClose", async () => hub.closeAll());
  app.addHook("onClose", async () => hub.stop());

  app.get(
    "",
    {
      onRequest: requireCapability("notifications.view"),
      schema: {
        // Not an operation of the OpenAPI document: its answer never ends, so the API explorer and the
        // generated checks cannot call it (docs/api-conventions.md describes it).
        hide: true,
        tags: ["notifications"],
        security: [{ bearerAuth: [] }],
        summary:
          "The signed-in person's live stream (text/event-stream): change, notifications, ready and reset messages; Last-Event-ID replays what was missed",
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { user } = request;
      const lastEventId = lastEventIdOf(request);
      const closesAt = tokenExpiresAt(request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
        "x-accel-buffering": "no",
        connection: "keep-alive",
      });
      let open = true;
      const timers: NodeJS.Timeout[] = [];
      const connection: LiveConnection = {
        userId: user.id,
        organizationId: user.organizationId,
        sessionId: user.sessionId,
        write: (text) => {
          if (open) raw.write(text);
        },
        close: () => {
          if (!open) return;
          open = false;
          for (const timer of timers) clearTimeout(timer);
          hub.remove(connection);
          raw.end();
        },
      };
      raw.on("close", () => connection.close());
      timers.push(setInterval(() => connection.write(": keep-alive\n\n"), HEARTBEAT_MS));
      timers.push(setTimeout(() => connection.close(), Math.max(0, closesAt - Date.now())));
      // Registered first: an event committed while the catch-up is read is sent live (perhaps twice; the
      // browser refetches, so a repeat costs nothing).
      hub.add(connection);
      connection.write(`retry: ${RETRY_MS}\n\n`);
      try {
        connection.write(await catchUp(app.db, user.organizationId, lastEventId));
      } catch (error) {
        request.log.warn({ err: error }, "live stream catch-up failed");
        connection.write(sseEvent("reset", {}));
      }
    },
  );
};
