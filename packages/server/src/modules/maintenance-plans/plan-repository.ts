import type { MaintenancePlanDueState, MaintenancePlanForm, WorkOrderStatus } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { NEXT_DUE_DATE, NEXT_DUE_HOURS, OPEN_PLAN_ORDER_JOIN, PLAN_DUE_STATE } from "./plan-sql.js";

export interface PlanRow {
  id: string;
  equipment_id: string;
  title: string;
  interval_hours: number | null;
  interval_days: number | null;
  estimated_hours: number | null;
  checklist: string[];
  margin_hours: number;
  margin_days: number;
  last_service_hours: number;
  last_service_date: string;
  next_due_hours: number | null;
  next_due_date: string | null;
  due_state: MaintenancePlanDueState;
  open_order_id: string | null;
  open_order_title: string | null;
  open_order_status: WorkOrderStatus | null;
  created_at: Date;
  updated_at: Date;
}

const PLAN_SELECT = `
  SELECT p.id, p.equipment_id, p.title, p.interval_hours, p.interval_days, p.estimated_hours,
         array_to_json(p.checklist) AS checklist, p.margin_hours, p.margin_days, p.last_service_hours,
         p.last_service_date, ${NEXT_DUE_HOURS} AS next_due_hours, ${NEXT_DUE_DATE} AS next_due_date,
         ${PLAN_DUE_STATE} AS due_state, o.id AS open_order_id, o.title AS open_order_title,
         o.status AS open_order_status, p.created_at, p.updated_at
  FROM maintenance_plans p JOIN equipment e ON e.id = p.equipment_id ${OPEN_PLAN_ORDER_JOIN}`;

/** The machine's plans, oldest first. */
export function findPlans(db: Database, organizationId: string, equipmentId: string) {
  return db.query<PlanRow>(
    `${PLAN_SELECT} WHERE p.organization_id = $1 AND p.equipment_id = $2 ORDER BY p.created_at, p.id`,
    [organizationId, equipmentId],
  );
}

/** One plan of the machine, or undefined (another machine's or organization's too). */
export function findPlan(db: Database, organizationId: string, equipmentId: string, planId: string) {
  return db.one<PlanRow>(
    `${PLAN_SELECT} WHERE p.organization_id = $1 AND p.equipment_id = $2 AND p.id = $3`,
    [organizationId, equipmentId, planId],
  );
}

export async function countPlans(db: Database, equipmentId: string): Promise<number> {
  const row = await db.one<{ n: number }>(
    "SELECT count(*) AS n FROM maintenance_plans WHERE equipment_id = $1",
    [equipmentId],
  );
  return row?.n ?? 0;
}

const planValues = (plan: MaintenancePlanForm) => [
  plan.title,
  plan.intervalHours ?? null,
  plan.intervalDays ?? null,
  plan.estimatedHours ?? null,
  plan.checklist,
  plan.marginHours,
  plan.marginDays,
  plan.lastServiceHours ?? null,
  plan.lastServiceDate ?? null,
];

/**
 * Adds a plan to the machine (already locked and checked to be the organization's); without a last service
 * given it counts from the machine's meter and today. Answers its id.
 */
export async function insertPlan(
  tx: Database,
  organizationId: string,
  equipmentId: string,
  plan: MaintenancePlanForm,
): Promise<string> {
  const row = await tx.one<{ id: string }>(
    `INSERT INTO maintenance_plans (organization_id, equipment_id, title, interval_hours, interval_days,
       estimated_hours, checklist, margin_hours, margin_days, last_service_hours, last_service_date)
     SELECT e.organization_id, e.id, $3, $4, $5, $6, $7::text[], $8, $9, COALESCE($10::numeric, e.hour_meter),
            COALESCE($11::date, current_date)
     FROM equipment e WHERE e.id = $2 AND e.organization_id = $1
     RETURNING id`,
    [organizationId, equipmentId, ...planValues(plan)],
  );
  if (!row) throw new Error("The maintenance plan insert answered no row");
  return row.id;
}

/** Replaces the plan's fields; its last service only where given. Answers whether the plan was found. */
export async function updatePlan(
  tx: Database,
  organizationId: string,
  equipmentId: string,
  planId: string,
  plan: MaintenancePlanForm,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE maintenance_plans
     SET title = $4, interval_hours = $5, interval_days = $6, estimated_hours = $7, checklist = $8::text[],
         margin_hours = $9, margin_days = $10, last_service_hours = COALESCE($11::numeric, last_service_hours),
         last_service_date = COALESCE($12::date, last_service_date), updated_at = now()
     WHERE organization_id = $1 AND equipment_id = $2 AND id = $3
     RETURNING id`,
    [organizationId, equipmentId, planId, ...planValues(plan)],
  );
  return rows.length > 0;
}

/** Deletes the plan; its work orders stay (their plan link is cleared). Answers whether it was found. */
export async function deletePlan(
  tx: Database,
  organizationId: string,
  equipmentId: string,
  planId: string,
): Promise<boolean> {
  const rows = await tx.query(
    "DELETE FROM maintenance_plans WHERE organization_id = $1 AND equipment_id = $2 AND id = $3 RETURNING id",
    [organizationId, equipmentId, planId],
  );
  return rows.length > 0;
}

/**
 * A work order made from a plan was completed: the plan's last service is now, at the machine's meter. The
 * order's own readings count even when the caller moves the machine's meter after this (GREATEST skips NULLs).
 */
export async function recordPlanService(tx: Database, workOrderId: string): Promise<void> {
  await tx.query(
    `UPDATE maintenance_plans p
     SET last_service_hours = GREATEST(e.hour_meter, wo.hour_meter_start, wo.hour_meter_end),
         last_service_date = current_date, updated_at = now()
     FROM work_orders wo JOIN equipment e ON e.id = wo.equipment_id
     WHERE wo.id = $1 AND p.id = wo.maintenance_plan_id`,
    [workOrderId],
  );
}
