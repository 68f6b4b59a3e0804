import type { Database } from "../../db/database.js";

/**
 * What a work order still holds, per part and location it was taken from (net of returns there), with the
 * part's net held and the job's average cost of its uses; the latest use first within a part.
 */
export function heldByWorkOrder(tx: Database, workOrderId: string) {
  return tx.query<{
    part_id: string;
    location_id: string;
    held_here: number;
    held: number;
    used_cost: number | null;
  }>(
    `WITH per_part AS (
       SELECT part_id, (-sum(quantity))::float8 AS held,
              round(sum(quantity * unit_cost) FILTER (WHERE kind = 'USED')
                    / NULLIF(sum(quantity) FILTER (WHERE kind = 'USED'), 0), 2)::float8 AS used_cost
       FROM stock_ledger WHERE work_order_id = $1 GROUP BY part_id HAVING -sum(quantity) > 0
     ),
     per_location AS (
       SELECT part_id, location_id, (-sum(quantity))::float8 AS held_here,
              max(created_at) FILTER (WHERE kind = 'USED') AS last_used
       FROM stock_ledger WHERE work_order_id = $1 GROUP BY part_id, location_id HAVING -sum(quantity) > 0
     )
     SELECT l.part_id, l.location_id, l.held_here, p.held, p.used_cost
     FROM per_location l JOIN per_part p USING (part_id)
     ORDER BY l.part_id, l.last_used DESC NULLS LAST, l.location_id`,
    [workOrderId],
  );
}
