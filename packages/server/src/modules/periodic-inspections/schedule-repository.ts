import type {
  EquipmentType,
  PeriodicInspectionKind,
  PeriodicIntervalUnit,
  PeriodicScheduleUpdate,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";

/** Only this module writes periodic_inspection_schedules (docs/decisions/027, 046). */

export interface ScheduleRow {
  id: string;
  equipment_id: string;
  equipment_number: string;
  equipment_name: string;
  equipment_type: EquipmentType;
  kind: PeriodicInspectionKind;
  title: string;
  interval_count: number;
  interval_unit: PeriodicIntervalUnit;
  due_soon_days: number;
  assignee_id: string;
  assignee_first_name: string;
  assignee_last_name: string;
  assignee_role: string;
  next_due_date: string;
  last_done_date: string | null;
  last_inspection_id: string | null;
  template_version_id: string | null;
  updated_at: Date;
}

/**
 * A schedule with its machine, its assignee and the current version of the template of its kind that applies
 * (the machine's own, else its type's: one indexed lookup per schedule of the page).
 */
const SELECT = `
  SELECT s.id, s.equipment_id, e.equipment_number, e.name AS equipment_name, e.equipment_type, s.kind, s.title,
         s.interval_count, s.interval_unit, s.due_soon_days, s.assignee_id, u.first_name AS assignee_first_name,
         u.last_name AS assignee_last_name, u.role AS assignee_role, s.next_due_date::text AS next_due_date,
         s.last_done_date::text AS last_done_date, s.last_inspection_id, s.updated_at,
         (SELECT t.current_version_id FROM checklist_templates t
          WHERE t.organization_id = s.organization_id AND t.kind = s.kind
            AND (t.equipment_id = s.equipment_id OR t.equipment_type = e.equipment_type)
          ORDER BY t.equipment_id IS NULL LIMIT 1) AS template_version_id
  FROM periodic_inspection_schedules s
  JOIN equipment e ON e.id = s.equipment_id
  JOIN users u ON u.id = s.assignee_id`;

const ORDER = "ORDER BY s.next_due_date, e.equipment_number, s.kind";

/** The organization's schedules (or one machine's), by due day; at most `limit`. */
export function listSchedules(
  db: Database,
  organizationId: string,
  equipmentId: string | null,
  limit: number,
) {
  return db.query<ScheduleRow>(
    `${SELECT} WHERE s.organization_id = $1 AND ($2::uuid IS NULL OR s.equipment_id = $2::uuid) ${ORDER} LIMIT $3`,
    [organizationId, equipmentId, limit],
  );
}

/** One schedule of the organization (undefined: missing or another organization's). */
export function findSchedule(db: Database, organizationId: string, id: string) {
  return db.one<ScheduleRow>(`${SELECT} WHERE s.organization_id = $1 AND s.id = $2::uuid`, [
    organizationId,
    id,
  ]);
}

/**
 * Schedules in their due window on `today` (due or overdue), the assignee's own when `assigneeId` is set, by
 * due day: walks (organization_id, [assignee_id,] due_window_start), at most `limit`.
 */
export function listInWindow(
  db: Database,
  organizationId: string,
  assigneeId: string | null,
  today: string,
  limit: number,
) {
  return db.query<ScheduleRow>(
    `${SELECT}
     WHERE s.organization_id = $1 AND ($2::uuid IS NULL OR s.assignee_id = $2::uuid)
       AND s.due_window_start <= $3::date AND e.status <> 'RETIRED'
     ${ORDER} LIMIT $4`,
    [organizationId, assigneeId, today, limit],
  );
}

export interface ScheduleToInsert {
  equipmentId: string;
  kind: PeriodicInspectionKind;
  title: string;
  intervalCount: number;
  intervalUnit: PeriodicIntervalUnit;
  dueSoonDays: number;
  assigneeId: string;
  nextDueDate: string;
}

/** A new schedule; null when the machine has one of that kind already (the unique index). */
export async function insertSchedule(tx: Database, organizationId: string, input: ScheduleToInsert) {
  const row = await tx.one<{ id: string }>(
    `INSERT INTO periodic_inspection_schedules (organization_id, equipment_id, kind, title, interval_count,
       interval_unit, due_soon_days, assignee_id, next_due_date)
     VALUES ($1, $2::uuid, $3, $4, $5, $6, $7, $8::uuid, $9::date)
     ON CONFLICT (equipment_id, kind) DO NOTHING RETURNING id`,
    [
      organizationId,
      input.equipmentId,
      input.kind,
      input.title,
      input.intervalCount,
      input.intervalUnit,
      input.dueSoonDays,
      input.assigneeId,
      input.nextDueDate,
    ],
  );
  return row?.id ?? null;
}

/** Replaces a schedule's fields (its machine and kind stay); false when it is not the organization's. */
export async function updateSchedule(
  tx: Database,
  organizationId: string,
  id: string,
  input: Omit<PeriodicScheduleUpdate, "nextDueDate"> & { nextDueDate: string },
) {
  const rows = await tx.query<{ id: string }>(
    `UPDATE periodic_inspection_schedules
     SET title = $3, interval_count = $4, interval_unit = $5, due_soon_days = $6, assignee_id = $7::uuid,
         next_due_date = $8::date, updated_at = now()
     WHERE organization_id = $1 AND id = $2::uuid RETURNING id`,
    [
      organizationId,
      id,
      input.title,
      input.intervalCount,
      input.intervalUnit,
      input.dueSoonDays,
      input.assigneeId,
      input.nextDueDate,
    ],
  );
  return rows.length > 0;
}

/** A schedule locked for a submission (its due day moves), with its machine's type. */
export function lockSchedule(tx: Database, organizationId: string, id: string) {
  return tx.one<{
    id: string;
    equipment_id: string;
    equipment_type: EquipmentType;
    equipment_number: string;
    kind: PeriodicInspectionKind;
    title: string;
    interval_count: number;
    interval_unit: PeriodicIntervalUnit;
    assignee_id: string;
  }>(
    `SELECT s.id, s.equipment_id, e.equipment_type, e.equipment_number, s.kind, s.title, s.interval_count,
            s.interval_unit, s.assignee_id
     FROM periodic_inspection_schedules s JOIN equipment e ON e.id = s.equipment_id
     WHERE s.organization_id = $1 AND s.id = $2::uuid
     FOR UPDATE OF s`,
    [organizationId, id],
  );
}

/** A periodic inspection done: the schedule counts from `doneDate` and is next due on `nextDueDate`. */
export async function recordScheduleDone(
  tx: Database,
  id: string,
  done: { doneDate: string; nextDueDate: string; inspectionId: string },
) {
  await tx.query(
    `UPDATE periodic_inspection_schedules
     SET last_done_date = $2::date, next_due_date = $3::date, last_inspection_id = $4::uuid, updated_at = now()
     WHERE id = $1::uuid`,
    [id, done.doneDate, done.nextDueDate, done.inspectionId],
  );
}
