import type { DuePlan } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { NEXT_DUE_DATE, NEXT_DUE_HOURS, PLAN_DUE_OR_SOON, PLAN_REACHED } from "./plan-sql.js";

/** The due-maintenance check lists at most this many plans (the count is exact). */
export const DUE_PLANS_LISTED = 100;

/**
 * The organization's plans that are due or due soon and have no open work order, on machines in use (not
 * retired). Parameter $1: the organization.
 */
const DUE_PLANS = `
  FROM maintenance_plans p JOIN equipment e ON e.id = p.equipment_id
  WHERE p.organization_id = $1 AND e.status <> 'RETIRED' AND ${PLAN_DUE_OR_SOON}
    AND NOT EXISTS (SELECT 1 FROM work_orders o
                    WHERE o.maintenance_plan_id = p.id AND o.status NOT IN ('COMPLETED', 'CANCELLED'))`;

export async function countDuePlans(db: Database, organizationId: string): Promise<number> {
  const row = await db.one<{ n: number }>(`SELECT count(*) AS n ${DUE_PLANS}`, [organizationId]);
  return row?.n ?? 0;
}

/** The due plans, by machine number then title. */
export async function listDuePlans(db: Database, organizationId: string): Promise<DuePlan[]> {
  const rows = await db.query<{
    plan_id: string;
    equipment_id: string;
    equipment_number: string;
    equipment_name: string;
    title: string;
    reached: boolean;
    hour_meter: number;
    next_due_hours: number | null;
    next_due_date: string | null;
  }>(
    `SELECT p.id AS plan_id, e.id AS equipment_id, e.equipment_number, e.name AS equipment_name, p.title,
            ${PLAN_REACHED} AS reached, e.hour_meter, ${NEXT_DUE_HOURS} AS next_due_hours,
            ${NEXT_DUE_DATE} AS next_due_date
     ${DUE_PLANS}
     ORDER BY e.equipment_number, p.title, p.id
     LIMIT ${DUE_PLANS_LISTED}`,
    [organizationId],
  );
  return rows.map((row) => ({
    planId: row.plan_id,
    equipmentId: row.equipment_id,
    equipmentNumber: row.equipment_number,
    equipmentName: row.equipment_name,
    title: row.title,
    dueState: row.reached ? "DUE" : "DUE_SOON",
    hourMeter: row.hour_meter,
    nextDueHours: row.next_due_hours,
    nextDueDate: row.next_due_date,
  }));
}

/** 'at 250 h', 'on 2026-03-01', or both: where the plan comes due, for the order's description. */
const DUE_POINT = `concat_ws(' or ',
  CASE WHEN p.interval_hours IS NOT NULL THEN 'at ' || ${NEXT_DUE_HOURS} || ' h' END,
  CASE WHEN p.interval_days IS NOT NULL THEN 'on ' || to_char(${NEXT_DUE_DATE}, 'YYYY-MM-DD') END)`;

/** A plan's order to create, in the columns of a new work order. */
export interface DuePlanOrder {
  title: string;
  description: string;
  status: "PENDING";
  priority: "HIGH" | "MEDIUM";
  work_order_type: "PREVENTIVE_MAINTENANCE";
  equipment_id: string;
  equipment_operator_id: string | null;
  job_site: string | null;
  estimated_hours: number | null;
  due_date: Date | null;
  maintenance_plan_id: string;
}

/**
 * One PENDING preventive work order per due plan (HIGH when an interval has run out, else MEDIUM), referencing
 * its plan; its description says where the plan comes due and lists its checklist. Their creation skips a plan
 * that got an open order meanwhile (the partial unique index work_orders_one_open_per_plan is the guarantee).
 */
export function listDuePlanOrders(tx: Database, organizationId: string) {
  return tx.query<DuePlanOrder>(
    `WITH due AS (
       SELECT p.id AS plan_id, p.title AS plan_title, p.estimated_hours, p.checklist, e.id AS equipment_id,
              e.equipment_number, e.name, e.hour_meter, e.assigned_operator_id, e.current_job_site,
              ${PLAN_REACHED} AS reached, ${DUE_POINT} AS due_point,
              CASE WHEN p.interval_days IS NOT NULL THEN ${NEXT_DUE_DATE} END AS due_day
       ${DUE_PLANS}
     )
     SELECT due.plan_title || ' - ' || due.equipment_number AS title,
            left('Maintenance plan ''' || due.plan_title || ''' of ' || due.equipment_number || ' (' || due.name
                 || '): due ' || due.due_point || '; hour meter ' || due.hour_meter || ' h.'
                 || CASE WHEN cardinality(due.checklist) > 0 THEN E'\\nChecklist:\\n' || (
                      SELECT string_agg(item.n || '. ' || item.text, E'\\n' ORDER BY item.n)
                      FROM unnest(due.checklist) WITH ORDINALITY AS item(text, n)) ELSE '' END, 2000) AS description,
            'PENDING' AS status, CASE WHEN due.reached THEN 'HIGH' ELSE 'MEDIUM' END AS priority,
            'PREVENTIVE_MAINTENANCE' AS work_order_type, due.equipment_id,
            due.assigned_operator_id AS equipment_operator_id, due.current_job_site AS job_site,
            due.estimated_hours, (due.due_day + time '23:59') AT TIME ZONE 'UTC' AS due_date,
            due.plan_id AS maintenance_plan_id
     FROM due`,
    [organizationId],
  );
}

/** A plan's interval that has run out or will within its margin, for the notifications' hourly check. */
export interface PlanComingDue {
  id: string;
  organization_id: string;
  equipment_id: string;
  title: string;
  /** 'at 250 h', 'on 2026-03-01' or both. */
  due: string;
  /** The plan's last service, which names this interval: serviced again, the next one is told anew. */
  cycle: string;
}

/**
 * Plans of every organization coming due (PLAN_DUE_OR_SOON) on machines in use, with no open order, whose
 * interval has no MAINTENANCE_DUE event yet (the key `maintenance-plan-due:<plan>:<last service>`); at most
 * `limit`, in id order.
 */
export function listPlansComingDue(db: Database, limit: number): Promise<PlanComingDue[]> {
  return db.query(
    `SELECT p.id, p.organization_id, p.equipment_id, p.title, ${DUE_POINT} AS due, cycle.key AS cycle
     FROM maintenance_plans p JOIN equipment e ON e.id = p.equipment_id
     CROSS JOIN LATERAL (SELECT concat_ws(':', p.last_service_hours, p.last_service_date) AS key) cycle
     WHERE e.status <> 'RETIRED' AND ${PLAN_DUE_OR_SOON}
       AND NOT EXISTS (SELECT 1 FROM work_orders o
                       WHERE o.maintenance_plan_id = p.id AND o.status NOT IN ('COMPLETED', 'CANCELLED'))
       AND NOT EXISTS (SELECT 1 FROM events ev WHERE ev.organization_id = p.organization_id
                       AND ev.dedupe_key = 'maintenance-plan-due:' || p.id::text || ':' || cycle.key)
     ORDER BY p.id
     LIMIT $1`,
    [limit],
  );
}
