import type { Database } from "../../db/database.js";

/**
 * The 'needs a count' flag of a part at a location, around a request (docs/decisions/033): the row is locked
 * first, so no other change of that stock runs between reading the flag and putting it back.
 */

/** Locks the part's stock row at the location and answers its flag (false where it has never had stock). */
export async function lockCountFlag(tx: Database, partId: string, locationId: string): Promise<boolean> {
  const row = await tx.one<{ needs_count: boolean }>(
    "SELECT needs_count FROM stock_on_hand WHERE part_id = $1 AND location_id = $2 FOR UPDATE",
    [partId, locationId],
  );
  return row?.needs_count ?? false;
}

/** Puts the flag back as it was: a shortage the job asked for is known, not a miscount. */
export async function restoreCountFlag(
  tx: Database,
  partId: string,
  locationId: string,
  needsCount: boolean,
): Promise<void> {
  await tx.query("UPDATE stock_on_hand SET needs_count = $3 WHERE part_id = $1 AND location_id = $2", [
    partId,
    locationId,
    needsCount,
  ]);
}
