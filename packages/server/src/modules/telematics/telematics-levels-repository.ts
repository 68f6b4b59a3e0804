import type { Database } from "../../db/database.js";

// The equipment_levels table's SQL (docs/decisions/047): this module writes it, no other.

export interface LevelsReport {
  organizationId: string;
  equipmentId: string;
  connectionId: string;
  fuelRemaining: { value: number; at: Date } | null;
  defRemaining: { value: number; at: Date } | null;
  engineRunning: { running: boolean; at: Date } | null;
}

/** Takes each value only when it is later than the one kept (the feed's elements each carry their own time). */
const later = (value: string, at: string) =>
  `CASE WHEN EXCLUDED.${at} IS NOT NULL AND (equipment_levels.${at} IS NULL OR EXCLUDED.${at} > equipment_levels.${at})
        THEN EXCLUDED.${value} ELSE equipment_levels.${value} END`;

/** The machine's latest fuel and DEF levels and engine status; answers whether anything was written. */
export async function upsertLevels(tx: Database, r: LevelsReport): Promise<boolean> {
  if (!r.fuelRemaining && !r.defRemaining && !r.engineRunning) return false;
  const rows = await tx.query(
    `INSERT INTO equipment_levels (equipment_id, organization_id, fuel_remaining_percent, fuel_remaining_at,
       def_remaining_percent, def_remaining_at, engine_running, engine_status_at, connection_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (equipment_id) DO UPDATE SET
       fuel_remaining_percent = ${later("fuel_remaining_percent", "fuel_remaining_at")},
       fuel_remaining_at = ${later("fuel_remaining_at", "fuel_remaining_at")},
       def_remaining_percent = ${later("def_remaining_percent", "def_remaining_at")},
       def_remaining_at = ${later("def_remaining_at", "def_remaining_at")},
       engine_running = ${later("engine_running", "engine_status_at")},
       engine_status_at = ${later("engine_status_at", "engine_status_at")},
       connection_id = EXCLUDED.connection_id, updated_at = now()
     RETURNING equipment_id`,
    [
      r.equipmentId,
      r.organizationId,
      r.fuelRemaining?.value ?? null,
      r.fuelRemaining?.at ?? null,
      r.defRemaining?.value ?? null,
      r.defRemaining?.at ?? null,
      r.engineRunning?.running ?? null,
      r.engineRunning?.at ?? null,
      r.connectionId,
    ],
  );
  return rows.length > 0;
}
