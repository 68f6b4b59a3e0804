import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { type ArrayResult, type Database, TEXT_PARSERS } from "./database.js";

type Queryable = Pick<PGlite, "query" | "exec"> | Pick<Transaction, "query" | "exec">;

function wrap(target: Queryable, transaction: Database["transaction"], close: () => Promise<void>): Database {
  const query = async <T>(sql: string, params: unknown[] = []) => (await target.query<T>(sql, params)).rows;
  return {
    kind: "pglite",
    query,
    one: async <T>(sql: string, params?: unknown[]) => (await query<T>(sql, params))[0],
    // PGlite's query() always uses the extended protocol (exec() is the multi-statement path).
    queryArrays: async (sql, params = []): Promise<ArrayResult> => {
      const result = await target.query<unknown[]>(sql, params, { rowMode: "array" });
      return {
        fields: result.fields.map((f) => ({ name: f.name, typeId: f.dataTypeID })),
        rows: result.rows,
      };
    },
    transaction,
    exec: async (sql) => {
      await target.exec(sql);
    },
    close,
  };
}

/** Wraps an open PGlite instance (tests create one from a prepared snapshot). */
export async function wrapPglite(pg: PGlite): Promise<Database> {
  await pg.exec("SET TimeZone = 'UTC'");
  const transaction: Database["transaction"] = (fn) =>
    pg.transaction(async (tx) => {
      const inner: Database = wrap(
        tx,
        (nested) => nested(inner),
        async () => {},
      );
      return fn(inner);
    });
  return wrap(pg, transaction, () => pg.close());
}

export const pgliteOptions = { parsers: TEXT_PARSERS } as const;

/**
 * The embedded database in `${dataDir}/pglite`. A brand-new folder takes a few seconds to initialise;
 * reopening an existing one is fast, so the folder is created once and reused.
 */
export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  const folder = join(dataDir, "pglite");
  mkdirSync(dirname(folder), { recursive: true });
  return wrapPglite(await PGlite.create(folder, pgliteOptions));
}
