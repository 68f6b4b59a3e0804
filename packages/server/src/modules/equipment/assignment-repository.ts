import { ASSIGNMENT_MESSAGES, type AssignmentForm, type AssignmentStatus } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { isUniqueViolation } from "../../db/sql-helpers.js";
import { AppError } from "../../errors.js";
import { ASSIGNMENT_COLUMNS, ASSIGNMENT_JOINS, type AssignmentRow } from "./assignment-row.js";
import type { AssignmentScope } from "./assignment-scope.js";

/** One assignment the scope allows, or undefined. */
export function findAssignment(db: Database, scope: AssignmentScope, id: string) {
  return db.one<AssignmentRow>(
    `SELECT ${ASSIGNMENT_COLUMNS} FROM equipment_assignments a ${ASSIGNMENT_JOINS}
     WHERE a.id = $1 AND a.organization_id = $2 AND ($3::uuid IS NULL OR a.operator_id = $3::uuid)`,
    [id, scope.organizationId, scope.operatorId],
  );
}

/** The machine's ACTIVE assignment, if the scope allows it. */
export function findActiveAssignment(db: Database, scope: AssignmentScope, equipmentId: string) {
  return db.one<AssignmentRow>(
    `SELECT ${ASSIGNMENT_COLUMNS} FROM equipment_assignments a ${ASSIGNMENT_JOINS}
     WHERE a.equipment_id = $1 AND a.status = 'ACTIVE' AND a.organization_id = $2
       AND ($3::uuid IS NULL OR a.operator_id = $3::uuid)`,
    [equipmentId, scope.organizationId, scope.operatorId],
  );
}

/**
 * Inserts an ACTIVE assignment; answers its id. The partial unique index allows one ACTIVE assignment per
 * machine: a concurrent writer that got there first surfaces as EQUIPMENT_ALREADY_ASSIGNED.
 */
export async function insertAssignment(
  tx: Database,
  organizationId: string,
  createdById: string,
  a: AssignmentForm,
) {
  try {
    const row = await tx.one<{ id: string }>(
      `INSERT INTO equipment_assignments (organization_id, equipment_id, operator_id, job_site, start_date,
         end_date, notes, hour_meter_reading, mileage_reading, status, created_by_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'ACTIVE', $10)
       RETURNING id`,
      [
        organizationId,
        a.equipmentId,
        a.operatorId,
        a.jobSite,
        a.startDate,
        a.endDate ?? null,
        a.notes ?? null,
        a.hourMeterReading ?? null,
        a.mileageReading ?? null,
        createdById,
      ],
    );
    if (!row) throw new Error("The assignment insert answered no row");
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error, "equipment_assignments_one_active")) {
      throw new AppError("EQUIPMENT_ALREADY_ASSIGNED", ASSIGNMENT_MESSAGES.alreadyAssigned, 409);
    }
    throw error;
  }
}

/**
 * Ends the assignment if it is still ACTIVE: status COMPLETED or TRANSFERRED, end date `endDate` (now when
 * null) but never before its start. Answers whether it was ACTIVE.
 */
export async function closeAssignment(
  tx: Database,
  id: string,
  status: Exclude<AssignmentStatus, "ACTIVE">,
  endDate: string | null,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE equipment_assignments
     SET status = $2, end_date = GREATEST(COALESCE($3::timestamptz, now()), start_date), updated_at = now()
     WHERE id = $1 AND status = 'ACTIVE' RETURNING id`,
    [id, status, endDate],
  );
  return rows.length === 1;
}
