import type { Config } from "../config.js";
import type { Database } from "./database.js";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite database in DATA_DIR. */
export async function createDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir" | "database">,
): Promise<Database> {
  if (config.databaseUrl) {
    const { createPostgresDatabase } = await import("./postgres.js");
    const db = createPostgresDatabase(config.databaseUrl, {
      listenUrl: config.database.listenUrl,
      pooler: config.database.pooler,
      max: config.database.poolSize,
      statementTimeoutMs: config.database.statementTimeoutMs,
      connectionTimeoutMs: config.database.poolTimeoutMs,
      searchPoolSize: config.database.searchPoolSize,
      searchStatementTimeoutMs: config.database.searchStatementTimeoutMs,
    });
    if (config.database.pooler === "transaction") await assertPoolerSettings(db);
    return db;
  }
  const { createPgliteDatabase } = await import("./pglite.js");
  return createPgliteDatabase(config.dataDir);
}

/**
 * Behind PgBouncer in transaction mode a connection's settings cannot be sent when it opens (PgBouncer refuses
 * the `options` startup parameter), so its server connections must set them (connect_query, deploy/pgbouncer.ini):
 * the dates of the whole API are UTC's. Refuses to start otherwise, saying what to set.
 */
async function assertPoolerSettings(db: Database): Promise<void> {
  const row = await db.one<{ tz: string }>("SELECT current_setting('TimeZone') AS tz");
  if (row?.tz !== "UTC" && row?.tz !== "Etc/UTC") {
    await db.close();
    throw new Error(
      `Invalid configuration:\n  DATABASE_POOLER=transaction: PgBouncer's server connections run in ${row?.tz}, not UTC. Set connect_query = 'SET TimeZone = ''UTC''; SET jit = off' on its database (deploy/pgbouncer.ini).`,
    );
  }
}
