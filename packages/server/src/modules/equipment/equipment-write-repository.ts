import { type AddEquipmentForm, type EditEquipmentForm, EQUIPMENT_MESSAGES } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { isUniqueViolation } from "../../db/sql-helpers.js";
import { AppError } from "../../errors.js";

/** Unique violations as the answers the form shows. */
function mapUniqueViolation(error: unknown): unknown {
  if (isUniqueViolation(error, "equipment_number_unique", "equipment_number_unique_ci")) {
    return new AppError("EQUIPMENT_NUMBER_TAKEN", EQUIPMENT_MESSAGES.numberTaken, 409, [
      { path: "equipmentNumber", message: EQUIPMENT_MESSAGES.numberTaken },
    ]);
  }
  if (isUniqueViolation(error, "equipment_qr_code_unique")) {
    return new AppError("QR_CODE_TAKEN", EQUIPMENT_MESSAGES.qrCodeTaken, 409, [
      { path: "qrCode", message: EQUIPMENT_MESSAGES.qrCodeTaken },
    ]);
  }
  return error;
}

export type NewEquipment = Omit<AddEquipmentForm, "assignedOperatorId" | "qrCode"> & { qrCode: string };

/** Inserts a machine without an operator (an assignment sets one); answers its id. */
export async function insertEquipment(tx: Database, organizationId: string, m: NewEquipment) {
  try {
    const row = await tx.one<{ id: string }>(
      `INSERT INTO equipment (organization_id, equipment_number, name, equipment_type, category, make, model, year,
         serial_number, hour_meter, mileage, status, current_job_site, location_yard, location_building,
         location_floor, location_room, purchase_date, warranty_expiry, qr_code, notes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
       RETURNING id`,
      [
        organizationId,
        m.equipmentNumber,
        m.name,
        m.equipmentType,
        m.category,
        m.make,
        m.model ?? null,
        m.year,
        m.serialNumber ?? null,
        m.hourMeter,
        m.mileage,
        m.status,
        m.currentJobSite ?? null,
        m.locationYard ?? null,
        m.locationBuilding ?? null,
        m.locationFloor ?? null,
        m.locationRoom ?? null,
        m.purchaseDate ?? null,
        m.warrantyExpiry ?? null,
        m.qrCode,
        m.notes ?? null,
      ],
    );
    if (!row) throw new Error("The equipment insert answered no row");
    return row.id;
  } catch (error) {
    throw mapUniqueViolation(error);
  }
}

/**
 * The column each editable field writes; the set of keys is the edit schema's but the meters, which are readings
 * (docs/decisions/041: the meters module moves equipment.hour_meter and mileage).
 */
const EDIT_COLUMNS = {
  name: "name",
  equipmentType: "equipment_type",
  category: "category",
  make: "make",
  manufacturer: "manufacturer",
  model: "model",
  year: "year",
  serialNumber: "serial_number",
  status: "status",
  currentJobSite: "current_job_site",
  locationYard: "location_yard",
  locationBuilding: "location_building",
  locationFloor: "location_floor",
  locationRoom: "location_room",
  purchaseDate: "purchase_date",
  warrantyExpiry: "warranty_expiry",
  nextInspectionDue: "next_inspection_due",
  nextMaintenanceDue: "next_maintenance_due",
  notes: "notes",
} as const satisfies Record<Exclude<keyof EditEquipmentForm, "hourMeter" | "mileage">, string>;

/** The date columns take the calendar day of a date-time. */
const DAY_FIELDS = new Set<keyof typeof EDIT_COLUMNS>(["nextInspectionDue", "nextMaintenanceDue"]);

/** Writes the fields present in `changes`; with none, nothing is written (not even updated_at). */
export async function updateEquipment(
  tx: Database,
  organizationId: string,
  id: string,
  changes: Omit<EditEquipmentForm, "hourMeter" | "mileage">,
): Promise<void> {
  const params: unknown[] = [id, organizationId];
  const sets: string[] = [];
  for (const field of Object.keys(EDIT_COLUMNS) as (keyof typeof EDIT_COLUMNS)[]) {
    const value = changes[field];
    if (value === undefined) continue;
    params.push(DAY_FIELDS.has(field) && typeof value === "string" ? value.slice(0, 10) : value);
    sets.push(`${EDIT_COLUMNS[field]} = $${params.length}`);
  }
  if (sets.length === 0) return;
  await tx.query(
    `UPDATE equipment SET ${sets.join(", ")}, updated_at = now() WHERE id = $1 AND organization_id = $2`,
    params,
  );
}

/**
 * Whether the machine has any work order, assignment or defect, whatever their status: a machine with history
 * is retired, never deleted, so its inspection records are kept (docs/decisions/043).
 */
export async function hasHistory(tx: Database, id: string): Promise<boolean> {
  const row = await tx.one<{ has_history: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM work_orders WHERE equipment_id = $1)
         OR EXISTS (SELECT 1 FROM equipment_assignments WHERE equipment_id = $1)
         OR EXISTS (SELECT 1 FROM defects WHERE equipment_id = $1) AS has_history`,
    [id],
  );
  return row?.has_history === true;
}

export async function deleteEquipment(tx: Database, id: string) {
  await tx.query("DELETE FROM equipment WHERE id = $1", [id]);
}

/** Retired, without an operator; everything else (job site, history) is kept. */
export async function retireEquipment(tx: Database, id: string) {
  await tx.query(
    "UPDATE equipment SET status = 'RETIRED', assigned_operator_id = NULL, updated_at = now() WHERE id = $1",
    [id],
  );
}
