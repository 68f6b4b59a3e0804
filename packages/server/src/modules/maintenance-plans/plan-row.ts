import type { MaintenancePlan } from "@mnx/domain";
import type { PlanRow } from "./plan-repository.js";

export function toPlanDto(row: PlanRow): MaintenancePlan {
  return {
    id: row.id,
    equipmentId: row.equipment_id,
    title: row.title,
    intervalHours: row.interval_hours,
    intervalDays: row.interval_days,
    estimatedHours: row.estimated_hours,
    checklist: row.checklist,
    marginHours: row.margin_hours,
    marginDays: row.margin_days,
    lastServiceHours: row.last_service_hours,
    lastServiceDate: row.last_service_date,
    nextDueHours: row.next_due_hours,
    nextDueDate: row.next_due_date,
    dueState: row.due_state,
    openWorkOrder:
      row.open_order_id && row.open_order_title && row.open_order_status
        ? { id: row.open_order_id, title: row.open_order_title, status: row.open_order_status }
        : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
