import { type WorkOrderScope, workOrderScopeCondition } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";

/** A work order's cost (docs/decisions/031-labour-and-costs.md): the SQL, private to this module. */

export interface WorkOrderCostRow {
  status: string;
  actual_end: Date | null;
  parts_cost: number;
  labour_cost: number;
  labour_hours: number;
}

/**
 * The parts (each ledger row at its own cost, to the cent: migration 020's stock_ledger_row_cost) and the labour
 * lines that count, of a work order the caller may read; undefined otherwise. Both from the job's own indexes.
 */
export function findWorkOrderCost(db: Database, scope: WorkOrderScope, id: string) {
  const params: unknown[] = [id];
  return db.one<WorkOrderCostRow>(
    `SELECT wo.status, wo.actual_end,
            (SELECT COALESCE(sum(stock_ledger_row_cost(l.quantity, l.unit_cost)), 0)
             FROM stock_ledger l WHERE l.work_order_id = wo.id) AS parts_cost,
            (SELECT COALESCE(sum(x.cost), 0) FROM labour_lines x
             WHERE x.work_order_id = wo.id AND x.removed_at IS NULL) AS labour_cost,
            (SELECT COALESCE(sum(x.hours), 0) FROM labour_lines x
             WHERE x.work_order_id = wo.id AND x.removed_at IS NULL) AS labour_hours
     FROM work_orders wo WHERE wo.id = $1 AND ${workOrderScopeCondition(scope, params)}`,
    params,
  );
}
