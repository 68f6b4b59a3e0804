import { EQUIPMENT_TYPES, type EquipmentListQuery } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { containsPattern } from "../../db/sql-helpers.js";
import { cappedCount, pageWindow } from "../../paging.js";
import {
  EQUIPMENT_COLUMNS,
  type EquipmentRow,
  equipmentJoins,
  maintenanceRecordTypes,
} from "./equipment-row.js";

/** The machine types a search names ('dump truck' or 'DUMP_TRUCK' find DUMP_TRUCK), matched here once. */
function typesNamedBy(search: string | undefined): string[] {
  const text = search?.trim().toLowerCase();
  if (!text) return [];
  return EQUIPMENT_TYPES.filter(
    (type) => type.toLowerCase().includes(text) || type.toLowerCase().replaceAll("_", " ").includes(text),
  );
}

/**
 * One statement per page: `matched` applies the filters, `page` cuts the page out of it in the order of the
 * (organization, number) unique index, the total counts up to one past the cap, and the outer SELECT starts
 * from the total (one row even when the page is empty) and joins each machine of the page to its operator and
 * counts. Without a status filter RETIRED machines are left out. `assigned` keeps the machines with (true) or
 * without (false) an operator (assigned_operator_id always names the operator of the ACTIVE assignment).
 * Search: number, name, make, model and serial number on the trigram index, and the types it names. make is
 * matched whole, job site as 'contains', both ignoring case.
 */
export async function listEquipment(db: Database, organizationId: string, q: EquipmentListQuery) {
  const window = pageWindow(q.page, q.limit);
  // A search runs on the searches' own connections (docs/decisions/029-worst-case-lists.md).
  const rows = await (q.search?.trim() ? db.searches : db).query<
    (EquipmentRow & { total: number }) | { id: null; total: number }
  >(
    `WITH matched AS NOT MATERIALIZED (
       SELECT e.* FROM equipment e
       WHERE e.organization_id = $1
         AND CASE WHEN $2::text[] IS NULL THEN e.status <> 'RETIRED' ELSE e.status = ANY($2::text[]) END
         AND ($3::text[] IS NULL OR e.equipment_type = ANY($3::text[]))
         AND ($4::text[] IS NULL OR e.category = ANY($4::text[]))
         AND ($5::text IS NULL OR lower(e.make) = lower($5::text))
         AND ($6::text IS NULL OR e.current_job_site ILIKE $6::text)
         AND ($7::uuid IS NULL OR e.assigned_operator_id = $7::uuid)
         AND ($13::boolean IS NULL OR (e.assigned_operator_id IS NOT NULL) = $13::boolean)
         AND ($8::text IS NULL OR e.equipment_number ILIKE $8::text OR e.name ILIKE $8::text
              OR e.make ILIKE $8::text OR e.model ILIKE $8::text OR e.serial_number ILIKE $8::text
              OR e.equipment_type = ANY($12::text[]))
     ),
     page AS (SELECT * FROM matched ORDER BY equipment_number, id LIMIT $9 OFFSET $10)
     SELECT t.total, ${EQUIPMENT_COLUMNS}
     FROM (SELECT ${cappedCount("SELECT 1 FROM matched")} AS total) t
     LEFT JOIN page e ON true
     ${equipmentJoins("$11")}
     ORDER BY e.equipment_number, e.id`,
    [
      organizationId,
      q.status ?? null,
      q.equipmentType ?? null,
      q.category ?? null,
      q.make || null,
      containsPattern(q.currentJobSite),
      q.assignedOperatorId ?? null,
      containsPattern(q.search),
      window.limit,
      window.offset,
      maintenanceRecordTypes(),
      typesNamedBy(q.search),
      q.assigned ?? null,
    ],
  );
  const machines = rows.filter((row): row is EquipmentRow & { total: number } => row.id !== null);
  return { rows: machines, counted: rows[0]?.total ?? 0 };
}
