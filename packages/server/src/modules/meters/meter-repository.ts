import type { MeterKind, ReadingSource, ReadingStatus } from "@mnx/domain";
import type { Database } from "../../db/database.js";

// The meters and meter_readings tables' SQL (docs/decisions/041): this module writes them, no other.

export interface MeterRow {
  id: string;
  equipment_id: string;
  kind: MeterKind;
  current_value: number;
  current_at: Date | null;
  value_offset: number;
}

const METER_COLUMNS = "id, equipment_id, kind, current_value, current_at, value_offset";

/** The machine's meter of that kind, locked for the reading's transaction; undefined when it has none. */
export async function lockMeter(
  tx: Database,
  organizationId: string,
  equipmentId: string,
  kind: MeterKind,
): Promise<MeterRow | undefined> {
  return tx.one<MeterRow>(
    `SELECT ${METER_COLUMNS} FROM meters
     WHERE organization_id = $1 AND equipment_id = $2 AND kind = $3 FOR UPDATE`,
    [organizationId, equipmentId, kind],
  );
}

/** Adds a meter to a machine of the organization (at the machine's value for engine hours and odometer). */
export async function insertMeter(
  tx: Database,
  organizationId: string,
  equipmentId: string,
  kind: MeterKind,
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO meters (organization_id, equipment_id, kind, current_value)
     SELECT e.organization_id, e.id, $3,
            CASE $3 WHEN 'ENGINE_HOURS' THEN e.hour_meter WHEN 'ODOMETER' THEN e.mileage ELSE 0 END
     FROM equipment e WHERE e.organization_id = $1 AND e.id = $2
     ON CONFLICT (equipment_id, kind) DO NOTHING RETURNING id`,
    [organizationId, equipmentId, kind],
  );
  return rows.length > 0;
}

export interface CountedReading {
  value: number;
  lifetime_value: number;
  taken_at: Date;
  replacement: boolean;
}

/** The counted (ACCEPTED) reading just at or before `at`, and the first one after it. */
export async function findNeighbours(
  tx: Database,
  meterId: string,
  at: Date,
  exceptId: string | null = null,
) {
  const previous = await tx.one<CountedReading>(
    `SELECT value, lifetime_value, taken_at, replacement FROM meter_readings
       WHERE meter_id = $1 AND status = 'ACCEPTED' AND taken_at <= $2 AND id IS DISTINCT FROM $3::uuid
       ORDER BY taken_at DESC, id DESC LIMIT 1`,
    [meterId, at, exceptId],
  );
  const next = await tx.one<CountedReading>(
    `SELECT value, lifetime_value, taken_at, replacement FROM meter_readings
       WHERE meter_id = $1 AND status = 'ACCEPTED' AND taken_at > $2 AND id IS DISTINCT FROM $3::uuid
       ORDER BY taken_at, id LIMIT 1`,
    [meterId, at, exceptId],
  );
  return { previous, next };
}

export interface NewReading {
  organizationId: string;
  equipmentId: string;
  meterId: string;
  value: number;
  lifetimeValue: number;
  takenAt: Date;
  source: ReadingSource;
  sender: string | null;
  recordedById: string | null;
  workOrderId: string | null;
  assignmentId: string | null;
  status: ReadingStatus;
  reasonCode: string | null;
  reason: string | null;
  replacement: boolean;
  replacedValue: number | null;
  /** The telematics connection that sent it (docs/decisions/044). */
  connectionId?: string | null;
}

export async function insertReading(tx: Database, r: NewReading): Promise<string> {
  const row = await tx.one<{ id: string }>(
    `INSERT INTO meter_readings (organization_id, equipment_id, meter_id, value, lifetime_value, taken_at, source,
       sender, recorded_by_id, work_order_id, assignment_id, status, reason_code, reason, replacement, replaced_value,
       connection_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
    [
      r.organizationId,
      r.equipmentId,
      r.meterId,
      r.value,
      r.lifetimeValue,
      r.takenAt,
      r.source,
      r.sender,
      r.recordedById,
      r.workOrderId,
      r.assignmentId,
      r.status,
      r.reasonCode,
      r.reason,
      r.replacement,
      r.replacedValue,
      r.connectionId ?? null,
    ],
  );
  if (!row) throw new Error("The reading was not inserted");
  return row.id;
}

/** The meter's value as last read (the trigger of migration 028 moves the machine's hour meter or mileage). */
export async function setMeterValue(tx: Database, meterId: string, value: number, at: Date, offset: number) {
  await tx.query("UPDATE meters SET current_value = $2, current_at = $3, value_offset = $4 WHERE id = $1", [
    meterId,
    value,
    at,
    offset,
  ]);
}

export interface HeldReadingRow {
  id: string;
  meter_id: string;
  equipment_id: string;
  kind: MeterKind;
  value: number;
  taken_at: Date;
}

/** A HELD reading of the organization, its meter locked for the review's transaction. */
export async function lockHeldReading(tx: Database, organizationId: string, id: string) {
  return tx.one<HeldReadingRow & { status: ReadingStatus }>(
    `SELECT r.id, r.meter_id, r.equipment_id, m.kind, r.value, r.taken_at, r.status
     FROM meter_readings r JOIN meters m ON m.id = r.meter_id
     WHERE r.organization_id = $1 AND r.id = $2 FOR UPDATE OF r, m`,
    [organizationId, id],
  );
}

export async function setReviewed(
  tx: Database,
  id: string,
  status: "ACCEPTED" | "REJECTED",
  reviewerId: string,
  lifetimeValue: number,
  note: string | null,
) {
  await tx.query(
    `UPDATE meter_readings SET status = $2, reviewed_by_id = $3, reviewed_at = now(), lifetime_value = $4,
       review_note = $5
     WHERE id = $1`,
    [id, status, reviewerId, lifetimeValue, note],
  );
}

/** Whether the meter has a reading from this connection taken at that time already (the same element polled again). */
export async function hasConnectionReading(tx: Database, meterId: string, connectionId: string, at: Date) {
  const row = await tx.one(
    "SELECT 1 FROM meter_readings WHERE meter_id = $1 AND taken_at = $2 AND connection_id = $3 LIMIT 1",
    [meterId, at, connectionId],
  );
  return row !== undefined;
}
