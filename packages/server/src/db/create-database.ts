import type { Config } from "../config.js";
import type { Database } from "./database.js";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite database in DATA_DIR. */
export async function createDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir" | "database">,
): Promise<Database> {
  if (config.databaseUrl) {
    const { createPostgresDatabase } = await import("./postgres.js");
    return createPostgresDatabase(config.databaseUrl, {
      max: config.database.poolSize,
      statementTimeoutMs: config.database.statementTimeoutMs,
      connectionTimeoutMs: config.database.poolTimeoutMs,
      searchPoolSize: config.database.searchPoolSize,
      searchStatementTimeoutMs: config.database.searchStatementTimeoutMs,
    });
  }
  const { createPgliteDatabase } = await import("./pglite.js");
  return createPgliteDatabase(config.dataDir);
}
