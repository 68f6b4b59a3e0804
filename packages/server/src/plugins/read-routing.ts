import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/database.js";
import { parseLsn, ReadReplica, type ReplicaState } from "../db/read-replica.js";
import { globalPlugin } from "./global-plugin.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The read replica's state for /health (undefined: none configured). */
    readReplicaState: () => ReplicaState | undefined;
  }
  interface FastifyRequest {
    /**
     * The database for a read that may lag a little (lists, stats, reports): the replica when one is set, up,
     * within its lag limit, and past this person's last write; the primary otherwise (docs/decisions/045).
     */
    readDb: () => Promise<Database>;
  }
}

/** Every server hears each person's writes (their WAL position) on this channel, when they commit. */
const WRITES_CHANNEL = "mnx_writes";
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Read-your-writes on a replica (docs/decisions/045). After a signed-in person's write is answered with
 * success, the server notes the primary's WAL position then (past the write's commit) and NOTIFYs it to every
 * server; a read of that person goes to the replica only once the replica has replayed past it. The notes are
 * forgotten when the replica has caught up. Without DATABASE_READ_URL every read goes to the one database.
 */
export const readRoutingPlugin = globalPlugin("read-routing", async (app: FastifyInstance) => {
  const { readUrl, readMaxLagMs } = app.config.database;
  if (!readUrl || app.db.kind !== "postgres") {
    app.decorate("readReplicaState", () => undefined);
    app.decorateRequest("readDb", async () => app.db);
    return;
  }
  const { createPostgresDatabase } = await import("../db/postgres.js");
  const replica = new ReadReplica(
    createPostgresDatabase(readUrl, {
      max: app.config.database.poolSize,
      statementTimeoutMs: app.config.database.statementTimeoutMs,
      connectionTimeoutMs: app.config.database.poolTimeoutMs,
      searchPoolSize: app.config.database.searchPoolSize,
      searchStatementTimeoutMs: app.config.database.searchStatementTimeoutMs,
    }),
    app.db,
    readMaxLagMs,
  );
  const lastWrites = new Map<string, bigint>();
  const noteWrite = (userId: string, lsn: bigint) => {
    const known = lastWrites.get(userId);
    if (known === undefined || lsn > known) lastWrites.set(userId, lsn);
  };
  const subscription = await app.db.root.listen(
    WRITES_CHANNEL,
    (payload) => {
      try {
        const { u, l } = JSON.parse(payload) as { u: string; l: string };
        noteWrite(u, parseLsn(l));
      } catch {
        // Not ours: nothing to note.
      }
    },
    () => {},
  );
  const prune = setInterval(() => {
    for (const [userId, lsn] of lastWrites) if (replica.serves(lsn)) lastWrites.delete(userId);
  }, 1_000);
  prune.unref();
  replica.start();

  app.decorate("readReplicaState", () => replica.state());
  app.decorateRequest("readDb", async function (this: FastifyRequest) {
    if (!replica.serves()) return app.db;
    const userId = (this as { user?: { id: string } }).user?.id;
    if (!userId) return replica.db;
    // Every write position committed before this call has arrived (one shared round trip to the primary).
    if (!(await subscription.caughtUp())) return app.db;
    return replica.serves(lastWrites.get(userId)) ? replica.db : app.db;
  });
  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const userId = (request as { user?: { id: string } }).user?.id;
    if (!userId || !WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    try {
      const row = await app.db.one<{ lsn: string }>(
        `SELECT l.lsn, pg_notify($1, json_build_object('u', $2::text, 'l', l.lsn)::text)
         FROM (SELECT pg_current_wal_lsn()::text AS lsn) l`,
        [WRITES_CHANNEL, userId],
      );
      if (row) noteWrite(userId, parseLsn(row.lsn));
    } catch (error) {
      // The answer still goes out; until the replica catches up with the primary's newest position this
      // person may read what was there before their write (the primary being unreachable, little else works).
      request.log.warn({ err: error }, "the write's position could not be noted for the read replica");
    }
    return payload;
  });
  app.addHook("onClose", async () => {
    clearInterval(prune);
    await subscription.stop();
    await replica.stop();
  });
});
