import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { runWorkBeforeCommit } from "./before-commit.js";
import { type ArrayResult, type Database, TEXT_PARSERS } from "./database.js";

type Queryable = Pick<PGlite, "query" | "exec"> | Pick<Transaction, "query" | "exec">;

function wrap(
  target: Queryable,
  parts: Pick<Database, "transaction" | "listen" | "close">,
  root?: Database,
): Database {
  const query = async <T>(sql: string, params: unknown[] = []) => (await target.query<T>(sql, params)).rows;
  const db: Database = {
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
    exec: async (sql) => {
      await target.exec(sql);
    },
    get root() {
      return root ?? db;
    },
    get searches() {
      return db;
    },
    ...parts,
  };
  return db;
}

/** Wraps an open PGlite instance (tests create one from a prepared snapshot). */
export async function wrapPglite(pg: PGlite): Promise<Database> {
  await pg.exec("SET TimeZone = 'UTC'");
  // One process holds the database, so a subscription is never lost, and a notification reaches every
  // listener before the statement that committed it has answered: always caught up.
  const listen: Database["listen"] = async (channel, onMessage, onState) => {
    const stop = await pg.listen(channel, onMessage);
    onState(true);
    return { stop, caughtUp: async () => true };
  };
  const outer: Database = wrap(pg, {
    transaction: (fn) =>
      pg.transaction(async (tx) => {
        const inner: Database = wrap(
          tx,
          { transaction: (nested) => nested(inner), listen, close: async () => {} },
          outer,
        );
        const result = await fn(inner);
        await runWorkBeforeCommit(inner);
        return result;
      }),
    listen,
    close: () => pg.close(),
  });
  return outer;
}

/** Every PGlite instance the server or its tests open: the parsers and the extensions migrations use. */
export const pgliteOptions = { parsers: TEXT_PARSERS, extensions: { pg_trgm, btree_gin } } as const;

/**
 * The embedded database in `${dataDir}/pglite`. A brand-new folder takes a few seconds to initialise;
 * reopening an existing one is fast, so the folder is created once and reused.
 */
export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  const folder = join(dataDir, "pglite");
  mkdirSync(dirname(folder), { recursive: true });
  return wrapPglite(await PGlite.create(folder, pgliteOptions));
}
