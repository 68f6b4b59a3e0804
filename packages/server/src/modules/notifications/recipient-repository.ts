import type { EventKind, Locale, NotificationChannel, Relation, Role } from "@mnx/domain";
import type { Database } from "../../db/database.js";

export interface Recipient {
  id: string;
  role: Role;
  /** The person's switches they changed ({} : the defaults). */
  switches: Partial<Record<NotificationChannel, boolean>>;
  quiet_hours_start: string | null;
  quiet_hours_end: string | null;
  time_zone: string | null;
  critical_passes: boolean | null;
  /** The language they are written to: theirs, else their organization's default (docs/decisions/049). */
  locale: Locale;
}

export interface RecipientQuery {
  organizationId: string;
  kind: EventKind;
  roles: readonly Role[];
  relations: readonly Relation[];
  /** The work order the event is about, for the relations. */
  workOrderId: string | null;
  /** The machine the event is about (an EQUIPMENT subject): its operator is its active assignment's. */
  equipmentId: string | null;
  previousAssigneeId: string | null;
  actorId: string | null;
}

/**
 * The people the rules name for one event (docs/decisions/035): the organization's ACTIVE users holding one
 * of `roles`, and those in one of `relations` to the work order (its assignee, else mechanic; its reporter;
 * its machine's operator: the work order's, else the machine's active assignment's; the previous assignee;
 * a machine's own event: its active assignment's operator),
 * never the person who made the change; each with their switches for this kind and their quiet hours. One
 * statement.
 */
export function findRecipients(db: Database, q: RecipientQuery): Promise<Recipient[]> {
  return db.query<Recipient>(
    `WITH wo AS (
       SELECT coalesce(w.assigned_to_id, w.mechanic_id) AS assignee_id, w.reported_by_id,
              coalesce(w.equipment_operator_id, (
                SELECT a.operator_id FROM equipment_assignments a
                WHERE a.equipment_id = w.equipment_id AND a.status = 'ACTIVE'
                ORDER BY a.start_date DESC LIMIT 1)) AS operator_id
       FROM work_orders w WHERE w.id = $5::uuid AND w.organization_id = $1
     ), named AS (
       SELECT u.id FROM users u WHERE u.organization_id = $1 AND u.role = ANY($3::text[])
       UNION SELECT assignee_id FROM wo WHERE 'assignee' = ANY($4::text[])
       UNION SELECT reported_by_id FROM wo WHERE 'reporter' = ANY($4::text[])
       UNION SELECT operator_id FROM wo WHERE 'machineOperator' = ANY($4::text[])
       UNION SELECT $6::uuid WHERE 'previousAssignee' = ANY($4::text[])
       UNION SELECT a.operator_id FROM equipment_assignments a
             WHERE a.equipment_id = $8::uuid AND a.organization_id = $1 AND a.status = 'ACTIVE'
               AND 'machineOperator' = ANY($4::text[])
     )
     SELECT u.id, u.role,
            coalesce((SELECT jsonb_object_agg(p.channel, p.enabled) FROM notification_preferences p
                      WHERE p.user_id = u.id AND p.kind = $2), '{}'::jsonb) AS switches,
            s.quiet_hours_start, s.quiet_hours_end, s.time_zone, s.critical_passes,
            coalesce(u.language, o.default_language) AS locale
     FROM users u
     JOIN named n ON n.id = u.id
     JOIN organizations o ON o.id = u.organization_id
     LEFT JOIN notification_settings s ON s.user_id = u.id
     WHERE u.organization_id = $1 AND u.status = 'ACTIVE' AND u.id IS DISTINCT FROM $7::uuid
     ORDER BY u.id`,
    [
      q.organizationId,
      q.kind,
      [...q.roles],
      [...q.relations],
      q.workOrderId,
      q.previousAssigneeId,
      q.actorId,
      q.equipmentId,
    ],
  );
}

/** What a notification about a work order or a person says: its title and machine, or the person's name. */
export interface SubjectFacts {
  title: string | null;
  status: string | null;
  equipment_number: string | null;
  equipment_name: string | null;
  person_name: string | null;
  /** A part's number (PART subjects only). */
  part_number?: string | null;
}

export async function findSubjectFacts(
  db: Database,
  organizationId: string,
  subjectType: string,
  subjectId: string,
): Promise<SubjectFacts | undefined> {
  if (subjectType === "EQUIPMENT") {
    return db.one<SubjectFacts>(
      `SELECT NULL AS title, status, equipment_number, name AS equipment_name, NULL AS person_name
       FROM equipment WHERE id = $2 AND organization_id = $1`,
      [organizationId, subjectId],
    );
  }
  if (subjectType === "PART") {
    return db.one<SubjectFacts>(
      `SELECT name AS title, NULL AS status, NULL AS equipment_number, NULL AS equipment_name,
              NULL AS person_name, part_number
       FROM parts WHERE id = $2 AND organization_id = $1`,
      [organizationId, subjectId],
    );
  }
  if (subjectType === "USER") {
    return db.one<SubjectFacts>(
      `SELECT NULL AS title, NULL AS status, NULL AS equipment_number, NULL AS equipment_name,
              concat_ws(' ', first_name, last_name) AS person_name
       FROM users WHERE id = $2 AND organization_id = $1`,
      [organizationId, subjectId],
    );
  }
  return db.one<SubjectFacts>(
    `SELECT w.title, w.status, e.equipment_number, e.name AS equipment_name, NULL AS person_name
     FROM work_orders w JOIN equipment e ON e.id = w.equipment_id
     WHERE w.id = $2 AND w.organization_id = $1`,
    [organizationId, subjectId],
  );
}

/**
 * Daily inspections of the last `windowDays` days before today (UTC) still open (not submitted, not
 * cancelled), of every organization, whose missed event is not recorded yet; at most `limit`.
 */
export function findMissedInspections(
  db: Database,
  windowDays: number,
  limit: number,
): Promise<{ id: string; organization_id: string }[]> {
  return db.query(
    `SELECT wo.id, wo.organization_id FROM work_orders wo
     WHERE wo.work_order_type = 'INSPECTION'
       AND wo.inspection_date < current_date AND wo.inspection_date >= current_date - $1::int
       AND wo.status NOT IN ('COMPLETED', 'WAITING_APPROVAL', 'CANCELLED')
       AND NOT EXISTS (SELECT 1 FROM events ev WHERE ev.organization_id = wo.organization_id
                       AND ev.dedupe_key = 'inspection-missed:' || wo.id::text)
     ORDER BY wo.inspection_date, wo.id
     LIMIT $2`,
    [windowDays, limit],
  );
}

/**
 * Machines of every organization whose maintenance falls due within `windowDays` (or is overdue) with no
 * preventive work order covering it (the due rule of modules/maintenance, DECISIONS.md "Due maintenance"), whose
 * MAINTENANCE_DUE event for that due date is not recorded yet; at most `limit`.
 */
export function findDueMaintenance(
  db: Database,
  windowDays: number,
  limit: number,
): Promise<{ id: string; organization_id: string; due: string }[]> {
  return db.query(
    `SELECT e.id, e.organization_id, e.next_maintenance_due::text AS due FROM equipment e
     WHERE e.status <> 'RETIRED'
       AND e.next_maintenance_due IS NOT NULL AND e.next_maintenance_due <= current_date + $1::int
       AND NOT EXISTS (
         SELECT 1 FROM work_orders wo
         WHERE wo.equipment_id = e.id AND wo.work_order_type = 'PREVENTIVE_MAINTENANCE' AND wo.status <> 'CANCELLED'
           AND (wo.status <> 'COMPLETED' OR wo.created_at >= e.next_maintenance_due - $1::int))
       AND NOT EXISTS (SELECT 1 FROM events ev WHERE ev.organization_id = e.organization_id
                       AND ev.dedupe_key = 'maintenance-due:' || e.id::text || ':' || e.next_maintenance_due::text)
     ORDER BY e.next_maintenance_due, e.id
     LIMIT $2`,
    [windowDays, limit],
  );
}
