import { EQUIPMENT_RECENT_WORK_ORDERS, type EquipmentWorkOrderSummary } from "@mnx/domain";
import { type WorkOrderScope, workOrderScopeCondition } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";

interface RecentWorkOrderRow {
  id: string;
  title: string;
  status: EquipmentWorkOrderSummary["status"];
  priority: EquipmentWorkOrderSummary["priority"];
  work_order_type: EquipmentWorkOrderSummary["workOrderType"];
  is_emergency: boolean;
  due_date: Date | null;
  actual_end: Date | null;
  created_at: Date;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The machine's most recent work orders among those the caller may read (the work-order scope). */
export async function findRecentWorkOrders(
  db: Database,
  scope: WorkOrderScope,
  equipmentId: string,
): Promise<EquipmentWorkOrderSummary[]> {
  const params: unknown[] = [];
  const where = workOrderScopeCondition(scope, params);
  params.push(equipmentId, EQUIPMENT_RECENT_WORK_ORDERS);
  const rows = await db.query<RecentWorkOrderRow>(
    `SELECT wo.id, wo.title, wo.status, wo.priority, wo.work_order_type, wo.is_emergency, wo.due_date,
            wo.actual_end, wo.created_at
     FROM work_orders wo
     WHERE ${where} AND wo.equipment_id = $${params.length - 1}
     ORDER BY wo.created_at DESC, wo.id
     LIMIT $${params.length}`,
    params,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    priority: row.priority,
    workOrderType: row.work_order_type,
    isEmergency: row.is_emergency,
    dueDate: iso(row.due_date),
    actualEnd: iso(row.actual_end),
    createdAt: row.created_at.toISOString(),
  }));
}
