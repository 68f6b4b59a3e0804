import type { Database } from "../../db/database.js";
import { unsafeDefectsJoin } from "./equipment-row.js";

export interface MachineSafetyRow {
  equipment_number: string;
  unsafe_defects: number;
  unsafe_items: string[] | null;
}

/** The machine's number and its critical defects not yet certified (the read every machine shown makes). */
export function findMachineSafety(db: Database, organizationId: string, id: string) {
  return db.one<MachineSafetyRow>(
    `SELECT e.equipment_number, COALESCE(u.unsafe_defects, 0) AS unsafe_defects, u.unsafe_items
     FROM equipment e ${unsafeDefectsJoin("e")}
     WHERE e.id = $1 AND e.organization_id = $2`,
    [id, organizationId],
  );
}
