import type { Database } from "../../db/database.js";

/** The non-login, read-only role of migration 005, and the setting its row-level policies compare with. */
export const READER_ROLE = "mnx_dev_tools_reader";
export const ORGANIZATION_SETTING = "mnx.dev_tools_organization_id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Carries the answer out of a transaction that must not commit. */
class RolledBack {
  constructor(readonly value: unknown) {}
}

/**
 * Runs `work` as the reader (DECISIONS.md 'Developer tools'): a READ ONLY transaction, a statement timeout,
 * the organization setting (SET LOCAL, before the switch, so the reader cannot change it back), then SET
 * LOCAL ROLE. The transaction is ALWAYS rolled back, whatever `work` did. Only `tx` may be used inside.
 */
export async function asReader<T>(
  db: Database,
  organizationId: string,
  statementTimeoutMs: number,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  // Both go into SQL text (SET takes no parameters): only a uuid and an integer can.
  if (!UUID.test(organizationId)) throw new Error("The organization id is not a uuid");
  const timeout = Math.max(1, Math.trunc(statementTimeoutMs));
  try {
    await db.transaction(async (tx) => {
      await tx.query("SET TRANSACTION READ ONLY");
      await tx.query(`SET LOCAL statement_timeout = ${timeout}`);
      await tx.query(`SET LOCAL ${ORGANIZATION_SETTING} = '${organizationId}'`);
      await tx.query(`SET LOCAL ROLE ${READER_ROLE}`);
      throw new RolledBack(await work(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
  throw new Error("The reader's transaction committed");
}
