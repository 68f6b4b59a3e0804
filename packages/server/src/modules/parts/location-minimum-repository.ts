import type { Database } from "../../db/database.js";

/**
 * Sets a location's own minimum of a part (null: the part's applies again) and, in the same statement, whether
 * the part is 'to order' there (migrations 021 and 024). A minimum set where the part was never stocked makes its
 * on-hand row (0), so a truck that should carry the part lists it to load.
 */
export async function writeLocationMinimum(
  tx: Database,
  organizationId: string,
  partId: string,
  locationId: string,
  minStock: number | null,
): Promise<void> {
  if (minStock === null) {
    await tx.query(
      `UPDATE stock_on_hand h SET min_stock = NULL,
         to_order = stock_is_to_order(h.quantity, p.min_stock, p.archived_at IS NOT NULL)
       FROM parts p WHERE p.id = h.part_id AND h.part_id = $1 AND h.location_id = $2`,
      [partId, locationId],
    );
    return;
  }
  await tx.query(
    `INSERT INTO stock_on_hand AS s (organization_id, part_id, location_id, quantity, needs_count, updated_at,
       min_stock, to_order)
     SELECT $1, p.id, $3, 0, false, now(), $4::numeric, stock_is_to_order(0, $4::numeric, p.archived_at IS NOT NULL)
     FROM parts p WHERE p.id = $2
     ON CONFLICT (part_id, location_id) DO UPDATE SET
       min_stock = EXCLUDED.min_stock,
       to_order = stock_is_to_order(s.quantity, EXCLUDED.min_stock,
                                    (SELECT archived_at IS NOT NULL FROM parts WHERE id = s.part_id))`,
    [organizationId, partId, locationId, minStock],
  );
}
