import pg from "pg";
import { runWorkBeforeCommit } from "./before-commit.js";
import {
  type ArrayResult,
  type Database,
  DatabaseUnavailableError,
  PoolTimeoutError,
  TEXT_PARSERS,
} from "./database.js";

type Client = Pick<pg.PoolClient, "query">;

const typeParsers = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    const parser = TEXT_PARSERS[oid];
    return parser && format !== "binary" ? parser : pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig["getTypeParser"],
};

export interface PostgresOptions {
  /** The LISTEN connections' address (straight to PostgreSQL behind a pooler); the pool's by default. */
  listenUrl?: string | undefined;
  /**
   * "transaction": the address is PgBouncer in transaction mode: no settings sent when a connection opens
   * (connect_query sets UTC; docs/decisions/045), the statement timeout set in each transaction instead.
   */
  pooler?: "none" | "transaction";
  /** Connections in the pool (default 10). */
  max?: number;
  /** A statement running longer is cut by PostgreSQL (SQLSTATE 57014); 0 = no limit (default 5,000 ms). */
  statementTimeoutMs?: number;
  /** Waiting longer for a free connection fails with PoolTimeoutError (default 5,000 ms). */
  connectionTimeoutMs?: number;
  /** Connections of the searches' own pool (default 3); 0 runs searches on the main pool. */
  searchPoolSize?: number;
  /** The searches' statement timeout (default 2,000 ms; 0 = no limit). */
  searchStatementTimeoutMs?: number;
}

/** pg-pool says so only in its message. */
const isPoolTimeout = (error: unknown) =>
  error instanceof Error && error.message.startsWith("timeout exceeded when trying to connect");

/**
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (the server is shutting down, crashed, or not yet
 * accepting connections), the socket errors of a server that is gone or not reachable, and node-postgres'
 * own words for a connection that ended under it.
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123])$/;
const UNAVAILABLE_SOCKET_ERRORS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable)/;

function unavailableReason(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_SOCKET_ERRORS.has(code)))
    return code;
  return UNAVAILABLE_MESSAGES.test(error.message) ? error.message : undefined;
}

/** node-postgres' failures as the errors the rest of the server knows (plugins/errors.ts answers them 503). */
function translate(error: unknown): unknown {
  if (isPoolTimeout(error)) return new PoolTimeoutError();
  const reason = unavailableReason(error);
  return reason ? new DatabaseUnavailableError(reason) : error;
}

function wrap(
  client: Client,
  parts: Pick<Database, "transaction" | "listen" | "close"> & { searches?: () => Database },
  root?: () => Database,
): Database {
  const query = async <T>(sql: string, params?: unknown[]) => {
    try {
      return (await client.query(sql, params)).rows as T[];
    } catch (error) {
      throw translate(error);
    }
  };
  const db: Database = {
    kind: "postgres",
    query,
    one: async <T>(sql: string, params?: unknown[]) => (await query<T>(sql, params))[0],
    // node-postgres sends a query without parameters through the simple (multi-statement) protocol
    // unless told otherwise.
    queryArrays: async (sql, params = []): Promise<ArrayResult> => {
      const config: pg.QueryArrayConfig & { queryMode: "extended" } = {
        text: sql,
        values: params,
        rowMode: "array",
        queryMode: "extended",
      };
      const result = await client.query(config).catch((error: unknown) => {
        throw translate(error);
      });
      return {
        fields: result.fields.map((f: pg.FieldDef) => ({ name: f.name, typeId: f.dataTypeID })),
        rows: result.rows as unknown[][],
      };
    },
    exec: async (sql) => {
      await query(sql);
    },
    get root() {
      return root?.() ?? db;
    },
    get searches() {
      return parts.searches?.() ?? db;
    },
    transaction: parts.transaction,
    listen: parts.listen,
    close: parts.close,
  };
  return db;
}

/** A LISTEN connection that does not answer a round trip within this is dropped and opened again. */
const CATCH_UP_TIMEOUT_MS = 1_000;

/**
 * Calls share round trips: each waits for one STARTED after it was made (the one in flight may have been
 * sent before what the caller must see), so any number of concurrent calls costs one or two at a time.
 */
export function sharedRoundTrips(roundTrip: () => Promise<boolean>): () => Promise<boolean> {
  let running: Promise<boolean> | undefined;
  let queued: Promise<boolean> | undefined;
  const next = (): Promise<boolean> => {
    if (!running) {
      running = roundTrip().finally(() => {
        running = undefined;
      });
      return running;
    }
    queued ??= running.then(() => {
      queued = undefined;
      return next();
    });
    return queued;
  };
  return next;
}

/**
 * One connection outside the pool holding LISTEN `channel`; when it is lost (server restart, network) it says
 * so and connects again every second until it listens again. caughtUp() is a statement on that connection:
 * PostgreSQL sends a connection the notifications it has been signalled before it answers (postgres.c, before
 * ReadyForQuery), and a commit signals every listener before it answers its own client, so whatever any
 * server committed before the call has reached onMessage when caughtUp() resolves.
 */
function listenOn(connectionString: string): Database["listen"] {
  return async (channel, onMessage, onState) => {
    let stopped = false;
    let current: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    const lost = (client: pg.Client) => {
      client.removeAllListeners();
      client.on("error", () => {});
      void client.end().catch(() => {});
      if (current === client) current = undefined;
      onState(false);
      if (!stopped && !retry) retry = setTimeout(connect, 1_000);
    };
    const connect = async () => {
      retry = undefined;
      const client = new pg.Client({ connectionString });
      client.on("notification", (message) => {
        if (message.channel === channel) onMessage(message.payload ?? "");
      });
      client.on("error", () => lost(client));
      client.on("end", () => lost(client));
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
        if (stopped) return void (await client.end());
        current = client;
        onState(true);
      } catch {
        lost(client);
      }
    };
    await connect();
    const caughtUp = sharedRoundTrips(async () => {
      const client = current;
      if (!client) return false;
      let timer: NodeJS.Timeout | undefined;
      const answered = client.query("SELECT 1").then(
        () => true,
        () => false,
      );
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), CATCH_UP_TIMEOUT_MS);
      });
      const ok = await Promise.race([answered, late]);
      clearTimeout(timer);
      // A connection that does not answer is not to be trusted with the cache: start over.
      if (!ok && current === client) lost(client);
      return ok && current === client;
    });
    const stop = async () => {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      if (client) {
        client.removeAllListeners();
        client.on("error", () => {});
        await client.end().catch(() => {});
      }
    };
    return { caughtUp, stop };
  };
}

/**
 * node-postgres on a pool; a transaction checks out one client for BEGIN ... COMMIT / ROLLBACK. Every
 * connection runs in UTC, with the statement timeout, and without JIT compilation (it costs tens of
 * milliseconds on the short statements an API runs). Searches get a second, smaller pool with a shorter
 * statement timeout (`searches`), so they can never hold the connections every other call needs.
 */
export function createPostgresDatabase(connectionString: string, options: PostgresOptions = {}): Database {
  const listen = listenOn(options.listenUrl ?? connectionString);
  const pooler = options.pooler === "transaction";
  const connectionTimeoutMs = options.connectionTimeoutMs ?? 5_000;
  const searchPoolSize = options.searchPoolSize ?? 3;
  // The searches' database belongs to the main one (`root`: in-process caches are kept per main database).
  const searches =
    searchPoolSize > 0
      ? pooled(connectionString, listen, {
          max: searchPoolSize,
          connectionTimeoutMs,
          statementTimeoutMs: options.searchStatementTimeoutMs ?? 2_000,
          pooler,
          root: () => main,
        })
      : undefined;
  const main = pooled(connectionString, listen, {
    max: options.max ?? 10,
    connectionTimeoutMs,
    statementTimeoutMs: options.statementTimeoutMs ?? 5_000,
    pooler,
    searches,
  });
  return main;
}

interface PoolOptions {
  max: number;
  connectionTimeoutMs: number;
  statementTimeoutMs: number;
  /** Behind PgBouncer in transaction mode: no session settings; the timeout is set per transaction. */
  pooler: boolean;
  /** The searches' pool, if not this one. */
  searches?: Database | undefined;
  /** The database this pool belongs to, if not itself. */
  root?: () => Database;
}

function pooled(connectionString: string, listen: Database["listen"], options: PoolOptions): Database {
  const { searches } = options;
  const pool = new pg.Pool({
    connectionString,
    max: options.max,
    connectionTimeoutMillis: options.connectionTimeoutMs,
    types: typeParsers,
    ...(options.pooler
      ? {}
      : { options: `-c TimeZone=UTC -c jit=off -c statement_timeout=${options.statementTimeoutMs}` }),
  });
  // Behind a pooler a server connection serves other clients between transactions: the timeout is set in each.
  const begin = options.pooler
    ? `BEGIN; SET LOCAL statement_timeout = ${options.statementTimeoutMs}`
    : "BEGIN";
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});

  const transaction: Database["transaction"] = async (fn) => {
    const client = await pool.connect().catch((error: unknown) => {
      throw translate(error);
    });
    // A checked-out client has no listener of the pool's: a connection lost between two statements would be
    // an unhandled 'error' event and end the process. The loss reaches the transaction through its queries.
    const ignoreLoss = () => {};
    client.on("error", ignoreLoss);
    try {
      await client.query(begin);
      const inner: Database = wrap(
        client,
        { transaction: (nested) => nested(inner), listen, close: async () => {} },
        options.root ?? (() => outer),
      );
      const result = await fn(inner);
      await runWorkBeforeCommit(inner);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw translate(error);
    } finally {
      client.release();
      client.removeListener("error", ignoreLoss);
    }
  };
  const close = async () => {
    await Promise.all([pool.end(), searches?.close()]);
  };
  const outer: Database = wrap(
    pool,
    { transaction, listen, close, ...(searches ? { searches: () => searches } : {}) },
    options.root,
  );
  if (!options.pooler || !options.root) return outer;
  // The searches' pool behind a pooler: its shorter timeout holds only inside a transaction, so each of its
  // statements runs in one.
  const once = <T>(sql: string, params?: unknown[]) => transaction((tx) => tx.query<T>(sql, params));
  outer.query = once;
  outer.one = async <T>(sql: string, params?: unknown[]) => (await once<T>(sql, params))[0];
  return outer;
}
