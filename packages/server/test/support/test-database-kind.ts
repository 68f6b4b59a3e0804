/** Which engine this run uses: `npm run test:pglite` (default) or `npm run test:postgres`. */
export type TestDatabaseKind = "pglite" | "postgres";

export function testDatabaseKind(): TestDatabaseKind {
  const kind = process.env.TEST_DB ?? "pglite";
  if (kind !== "pglite" && kind !== "postgres")
    throw new Error(`TEST_DB must be pglite or postgres, not ${kind}`);
  return kind;
}

/** The admin connection that creates and drops the per-run database. */
export const adminDatabaseUrl = () =>
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** What globalSetup hands to every test file. */
export interface PreparedTestDatabase {
  kind: TestDatabaseKind;
  /** postgres: the per-run database; pglite: a gzipped data-folder snapshot to load in memory. */
  location: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: PreparedTestDatabase;
  }
}
