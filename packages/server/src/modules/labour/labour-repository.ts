import type { LabourLineSource, Role } from "@mnx/domain";
import { type WorkOrderScope, workOrderScopeCondition } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";
import { LABOUR_LINE_SELECT, type LabourLineRow } from "./labour-row.js";

/** Labour lines (docs/decisions/031-labour-and-costs.md): the SQL, private to this module. */

export interface LabourWorkOrder {
  id: string;
  status: string;
  created_day: string;
}

/**
 * The work order if the caller may read it (their scope); with `lock`, FOR SHARE inside the caller's
 * transaction, so a completion (which takes it FOR UPDATE) waits for this write or comes first: a line is
 * never added to a job after its cost is final. Undefined when missing, foreign or out of scope.
 */
export function findLabourWorkOrder(db: Database, scope: WorkOrderScope, id: string, lock = false) {
  const params: unknown[] = [id];
  return db.one<LabourWorkOrder>(
    `SELECT wo.id, wo.status, (wo.created_at AT TIME ZONE 'UTC')::date::text AS created_day
     FROM work_orders wo WHERE wo.id = $1 AND ${workOrderScopeCondition(scope, params)}
     ${lock ? "FOR SHARE OF wo" : ""}`,
    params,
  );
}

/** An ACTIVE member of the organization, with their role; undefined otherwise. */
export function findActiveMember(db: Database, organizationId: string, userId: string) {
  return db.one<{ id: string; role: Role }>(
    "SELECT id, role FROM users WHERE organization_id = $1 AND id = $2 AND status = 'ACTIVE'",
    [organizationId, userId],
  );
}

/**
 * The person's hourly rate now: their own, else their role's, else none (0). One SQL fragment for manual and
 * clock lines; `person` is the users row's alias.
 */
const RATE_NOW = (person: string) => `
  LEFT JOIN labour_rates own_rate ON own_rate.user_id = ${person}.id
  LEFT JOIN labour_rates role_rate ON role_rate.organization_id = ${person}.organization_id
    AND role_rate.role = ${person}.role`;
const RATE_VALUES = `COALESCE(own_rate.hourly_rate, role_rate.hourly_rate, 0),
  CASE WHEN own_rate.id IS NOT NULL THEN 'USER' WHEN role_rate.id IS NOT NULL THEN 'ROLE' ELSE 'NONE' END`;

export interface NewLabourLine {
  organizationId: string;
  workOrderId: string;
  userId: string;
  hours: number;
  workDate: string;
  note: string | null;
  createdById: string;
}

/** A manual line at the person's rate now; answers its id. */
export async function insertManualLine(tx: Database, line: NewLabourLine): Promise<string> {
  const row = await tx.one<{ id: string }>(
    `INSERT INTO labour_lines (organization_id, work_order_id, user_id, source, hours, hourly_rate, rate_source,
       work_date, note, created_by_id)
     SELECT $1, $2, person.id, 'MANUAL', $4, ${RATE_VALUES}, $5::date, $6, $7
     FROM users person ${RATE_NOW("person")}
     WHERE person.id = $3 AND person.organization_id = $1
     RETURNING id`,
    [
      line.organizationId,
      line.workOrderId,
      line.userId,
      line.hours,
      line.workDate,
      line.note,
      line.createdById,
    ],
  );
  if (!row) throw new Error("The labour line was not written");
  return row.id;
}

/**
 * The clock's line of a work order just completed (in the completing transaction): `hours` for its mechanic
 * (else its assignee, else whoever completed it) at their rate now, on `day`. Not for a daily inspection (an
 * operator's check, not a job's labour), and not when that person recorded their own time on the job by hand:
 * their lines are their time then, so nothing is counted twice. Answers whether a line was written.
 */
export async function insertClockLine(
  tx: Database,
  input: { workOrderId: string; hours: number; day: string; completedById: string },
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO labour_lines (organization_id, work_order_id, user_id, source, hours, hourly_rate, rate_source,
       work_date, created_by_id)
     SELECT wo.organization_id, wo.id, person.id, 'CLOCK', $2, ${RATE_VALUES}, $3::date, $4
     FROM work_orders wo
     JOIN users person ON person.id = COALESCE(wo.mechanic_id, wo.assigned_to_id, $4::uuid)
     ${RATE_NOW("person")}
     WHERE wo.id = $1 AND wo.work_order_type <> 'INSPECTION'
       AND NOT EXISTS (
         SELECT 1 FROM labour_lines own WHERE own.work_order_id = wo.id AND own.user_id = person.id
           AND own.source = 'MANUAL' AND own.removed_at IS NULL)
     RETURNING id`,
    [input.workOrderId, input.hours, input.day, input.completedById],
  );
  return rows.length > 0;
}

/** One line of the work order, locked for its removal; undefined when it is not one of the job's. */
export function lockLine(tx: Database, workOrderId: string, lineId: string) {
  return tx.one<{
    id: string;
    created_by_id: string | null;
    removed_at: Date | null;
    source: LabourLineSource;
  }>(
    `SELECT id, created_by_id, removed_at, source FROM labour_lines
     WHERE work_order_id = $1 AND id = $2 FOR UPDATE`,
    [workOrderId, lineId],
  );
}

export async function markRemoved(tx: Database, lineId: string, byId: string, reason: string | null) {
  await tx.query(
    "UPDATE labour_lines SET removed_at = now(), removed_by_id = $2, removed_reason = $3 WHERE id = $1",
    [lineId, byId, reason],
  );
}

/** The job's lines, oldest first (a job has a handful: no paging). */
export function workOrderLines(db: Database, workOrderId: string) {
  return db.query<LabourLineRow>(
    `${LABOUR_LINE_SELECT} WHERE l.work_order_id = $1 ORDER BY l.created_at, l.id`,
    [workOrderId],
  );
}
