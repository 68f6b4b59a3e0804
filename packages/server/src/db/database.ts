/**
 * The one query layer (docs/decisions/002-database.md): PGlite and node-postgres behind the same calls, with
 * the same value types on both engines:
 * - bigint (count(*)) and numeric -> JS number
 * - timestamptz -> Date
 * - date -> "YYYY-MM-DD" string (no time zone shift)
 * - json / jsonb -> parsed value; uuid, text -> string
 * Parameters are positional ($1, $2...); pass arrays for `= ANY($n::text[])`.
 */
export interface Database {
  readonly kind: "pglite" | "postgres";
  /** Runs one parameterised statement and answers its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The first row, or undefined. */
  one<T>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /**
   * Runs ONE statement through the extended protocol on both engines (the database refuses a second
   * command, even without parameters) and answers its columns and rows as arrays, so columns that share
   * a name survive. For statements whose text is not the server's own (the database tools).
   */
  queryArrays(sql: string, params?: unknown[]): Promise<ArrayResult>;
  /**
   * Runs `fn` in a transaction: COMMIT when it resolves, ROLLBACK when it throws. Use only `tx` inside.
   * A transaction started on `tx` joins the outer one.
   */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** The database a transaction runs on (itself outside one): what in-process caches are kept per. */
  readonly root: Database;
  /**
   * Where searches run (docs/decisions/029-worst-case-lists.md): on PostgreSQL a separate small pool whose
   * statements have a shorter timeout, so however many heavy searches wait or run, the other calls keep the
   * main pool; on PGlite (one connection, no timeout) the database itself.
   */
  readonly searches: Database;
  /**
   * Subscribes to NOTIFY on `channel` (a constant identifier): `onMessage` gets each payload once its
   * transaction commits. `onState(false)` says the subscription is lost (messages may be missed until
   * `onState(true)` says it listens again).
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): Promise<Subscription>;
  close(): Promise<void>;
}

export type DatabaseKind = Database["kind"];

export interface Subscription {
  /**
   * Resolves true once every message committed before this call has been given to `onMessage` (a barrier:
   * what another server committed a moment ago is seen); false when not listening now.
   */
  caughtUp(): Promise<boolean>;
  stop(): Promise<void>;
}

export interface ArrayResult {
  fields: { name: string; typeId: number }[];
  rows: unknown[][];
}

/** Type ids (pg_type.oid) whose text form both engines must parse the same way. */
export const TYPE_IDS = {
  INT8: 20,
  NUMERIC: 1700,
  DATE: 1082,
} as const;

/**
 * Parsers applied on both engines. Timestamps are left to each driver: both already answer a Date.
 * Both engines run with TimeZone UTC, so `current_date` and `::date` mean the same day everywhere.
 */
export const TEXT_PARSERS: Readonly<Record<number, (value: string) => unknown>> = {
  [TYPE_IDS.INT8]: (value) => Number(value),
  [TYPE_IDS.NUMERIC]: (value) => Number(value),
  /** "2026-01-31" stays "2026-01-31": a calendar day has no time zone. */
  [TYPE_IDS.DATE]: (value) => value,
};

/** SQLSTATE 57014: PostgreSQL cut the statement (statement_timeout). */
export const STATEMENT_CANCELED = "57014";

/** The pool had no free connection within its timeout. */
export class PoolTimeoutError extends Error {
  constructor() {
    super("No database connection became free in time");
    this.name = "PoolTimeoutError";
  }
}

/** The database cannot be reached: refused or lost connections, a server shutting down or starting up. */
export class DatabaseUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`The database cannot be reached: ${reason}`);
    this.name = "DatabaseUnavailableError";
  }
}
