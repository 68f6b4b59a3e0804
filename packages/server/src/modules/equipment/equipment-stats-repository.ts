import { EQUIPMENT_STATUSES, type EquipmentHealthBucket, equipmentHealthBucket } from "@mnx/domain";
import type { Database } from "../../db/database.js";

const statusesIn = (bucket: EquipmentHealthBucket) =>
  EQUIPMENT_STATUSES.filter((status) => equipmentHealthBucket(status) === bucket);

export interface EquipmentStatsRow {
  total: number;
  operational: number;
  warning: number;
  critical: number;
  maintenance: number;
}

/** One query: the fleet's machines by health bucket (the domain's mapping); RETIRED is outside the total. */
export async function countEquipmentByHealth(
  db: Database,
  organizationId: string,
): Promise<EquipmentStatsRow> {
  const row = await db.one<EquipmentStatsRow>(
    `SELECT count(*) FILTER (WHERE status <> ALL($2::text[])) AS total,
            count(*) FILTER (WHERE status = ANY($3::text[])) AS operational,
            count(*) FILTER (WHERE status = ANY($4::text[])) AS warning,
            count(*) FILTER (WHERE status = ANY($5::text[])) AS critical,
            count(*) FILTER (WHERE status = ANY($6::text[])) AS maintenance
     FROM equipment
     WHERE organization_id = $1`,
    [
      organizationId,
      statusesIn("retired"),
      statusesIn("operational"),
      statusesIn("warning"),
      statusesIn("critical"),
      statusesIn("maintenance"),
    ],
  );
  return row ?? { total: 0, operational: 0, warning: 0, critical: 0, maintenance: 0 };
}

/**
 * The field supervisor's fleet figures: the machines (RETIRED left out, as the equipment list and stats do) and
 * those with an operator (assigned_operator_id names the operator of the ACTIVE assignment).
 */
export async function countAssignedEquipment(db: Database, organizationId: string) {
  const row = await db.one<{ total: number; assigned: number }>(
    `SELECT count(*) AS total, count(assigned_operator_id) AS assigned
     FROM equipment WHERE organization_id = $1 AND status <> 'RETIRED'`,
    [organizationId],
  );
  return { total: row?.total ?? 0, assigned: row?.assigned ?? 0 };
}
