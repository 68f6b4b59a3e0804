import type { Config } from "../config.js";
import type { Database } from "./database.js";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite database in DATA_DIR. */
export async function createDatabase(config: Pick<Config, "databaseUrl" | "dataDir">): Promise<Database> {
  if (config.databaseUrl) {
    const { createPostgresDatabase } = await import("./postgres.js");
    return createPostgresDatabase(config.databaseUrl);
  }
  const { createPgliteDatabase } = await import("./pglite.js");
  return createPgliteDatabase(config.dataDir);
}
