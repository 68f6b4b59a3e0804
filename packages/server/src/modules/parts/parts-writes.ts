import type { PartForm, StockLocationForm } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { writeLocationMinimum } from "./location-minimum-repository.js";
import { insertPart } from "./part-repository.js";
import { appendLedger, insertLocation, type LedgerLine } from "./stock-repository.js";

/**
 * What others may write of the parts tables inside their own transaction, tx first (docs/decisions/027): the
 * demo seed's catalogue, stores, trucks and stock history (docs/decisions/032-parts-screens.md). The ledger's
 * trigger keeps stock_on_hand with every row, as for the API's own writes.
 */

export type { LedgerLine } from "./stock-repository.js";

/** Adds parts; answers their ids in the order given. */
export async function addParts(tx: Database, organizationId: string, parts: readonly PartForm[]) {
  const ids: string[] = [];
  for (const part of parts) ids.push(await insertPart(tx, organizationId, part));
  return ids;
}

/** Adds a store or a truck; its keeper must be an active member of the organization. */
export async function addStockLocation(tx: Database, organizationId: string, form: StockLocationForm) {
  const id = await insertLocation(tx, organizationId, form);
  if (!id) throw new Error(`The keeper of ${form.name} is not an active member of the organization`);
  return id;
}

/** Appends ledger rows made by one person (their own times when given); on-hand follows in this transaction. */
export function appendStockEntries(
  tx: Database,
  organizationId: string,
  userId: string,
  lines: readonly LedgerLine[],
): Promise<string[]> {
  return appendLedger(tx, organizationId, userId, [...lines]);
}

/** Sets a location's own minimum of a part (a truck's load, docs/decisions/036), as the API's PUT does. */
export function setLocationMinimum(
  tx: Database,
  organizationId: string,
  partId: string,
  locationId: string,
  minStock: number,
): Promise<void> {
  return writeLocationMinimum(tx, organizationId, partId, locationId, minStock);
}
