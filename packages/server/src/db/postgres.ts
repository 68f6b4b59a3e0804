import pg from "pg";
import { type ArrayResult, type Database, TEXT_PARSERS } from "./database.js";

type Client = Pick<pg.PoolClient, "query">;

const typeParsers = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    const parser = TEXT_PARSERS[oid];
    return parser && format !== "binary" ? parser : pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig["getTypeParser"],
};

function wrap(client: Client, transaction: Database["transaction"], close: () => Promise<void>): Database {
  const query = async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[];
  return {
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
      const result = await client.query(config);
      return {
        fields: result.fields.map((f: pg.FieldDef) => ({ name: f.name, typeId: f.dataTypeID })),
        rows: result.rows as unknown[][],
      };
    },
    transaction,
    exec: async (sql) => {
      await client.query(sql);
    },
    close,
  };
}

/** node-postgres on a pool; a transaction checks out one client for BEGIN ... COMMIT / ROLLBACK. */
export function createPostgresDatabase(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    types: typeParsers,
    options: "-c TimeZone=UTC",
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});

  const transaction: Database["transaction"] = async (fn) => {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      const inner: Database = wrap(
        client,
        (nested) => nested(inner),
        async () => {},
      );
      const result = await fn(inner);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
  return wrap(pool, transaction, () => pool.end());
}
