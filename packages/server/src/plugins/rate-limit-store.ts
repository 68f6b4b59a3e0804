import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Database } from "../db/database.js";

/** Counters whose window ended are deleted now and then, by whichever server counts next. */
const PURGE_EVERY_MS = 10 * 60_000;

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];

/** What @fastify/rate-limit really passes to child(): the route's merged settings, the route under routeInfo. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * Adds `amount` to the counter `key` of a fixed window of `timeWindowMs`, by ONE upsert: concurrent calls on any
 * server each get their own total, and the database's clock decides when a window ends (the first call after it
 * starts a new one). Answers the total and the milliseconds until the window ends. In a transaction, the
 * counter's row stays locked until it ends, and a rollback takes the amount back.
 */
export async function countInWindow(
  db: Database,
  key: string,
  timeWindowMs: number,
  amount = 1,
): Promise<{ current: number; ttl: number }> {
  const row = await db.one<{ hits: number; ttl_ms: number }>(
    `INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
     VALUES ($1, $3, now() + $2 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN c.window_ends_at <= now() THEN EXCLUDED.hits ELSE c.hits + EXCLUDED.hits END,
       window_ends_at = CASE WHEN c.window_ends_at <= now() THEN EXCLUDED.window_ends_at
                             ELSE c.window_ends_at END
     RETURNING hits, ceil(extract(epoch FROM window_ends_at - now()) * 1000)::integer AS ttl_ms`,
    [key, timeWindowMs, amount],
  );
  if (!row) throw new Error("The rate-limit counter was not written");
  return { current: Number(row.hits), ttl: Math.max(0, row.ttl_ms) };
}

/**
 * @fastify/rate-limit's store in the database, so every server on it counts the same calls
 * (docs/decisions/019). One row per route and key, counted by `countInWindow`.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let purgedAt = Date.now();

  const purgeNowAndThen = () => {
    if (Date.now() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = Date.now();
    db.query("DELETE FROM rate_limit_counters WHERE window_ends_at < now()").catch(() => {
      // The next purge takes them; an ended window is started again by its next call anyway.
    });
  };

  const count = async (key: string, timeWindowMs: number) => {
    purgeNowAndThen();
    return countInWindow(db, key, timeWindowMs);
  };

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = "",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      count(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** Each route counts on its own, as the memory store did. */
    child(options: unknown): FastifyRateLimitStore {
      const route = (options as ChildOptions).routeInfo;
      return new DatabaseRateLimitStore(undefined, `${route?.method ?? ""} ${route?.url ?? ""} `);
    }
  };
}
