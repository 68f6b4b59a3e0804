import type { Defect, DefectStatus } from "@mnx/domain";

/** One defect as the defects queries select it: its columns, its machine and the people of each step. */
export interface DefectRow {
  id: string;
  organization_id: string;
  equipment_id: string;
  equipment_number: string;
  equipment_name: string;
  inspection_work_order_id: string | null;
  work_order_id: string | null;
  category: string;
  item: string;
  template_item_id: string | null;
  critical: boolean;
  notes: string;
  status: DefectStatus;
  reported_at: Date;
  repair_started_at: Date | null;
  repaired_at: Date | null;
  certified_at: Date | null;
  certification_note: string | null;
  acknowledged_at: Date | null;
  updated_at: Date;
  reported_by: PersonJson | null;
  repaired_by: PersonJson | null;
  certified_by: PersonJson | null;
  acknowledged_by: PersonJson | null;
}

interface PersonJson {
  id: string;
  firstName: string;
  lastName: string;
}

const person = (alias: string, column: string) =>
  `(SELECT json_build_object('id', ${alias}.id, 'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name)
    FROM users ${alias} WHERE ${alias}.id = d.${column}) AS ${column.replace(/_id$/, "")}`;

/** The select list over `d` (defects) and `e` (its machine). */
export const DEFECT_COLUMNS = `
  d.id, d.organization_id, d.equipment_id, e.equipment_number, e.name AS equipment_name,
  d.inspection_work_order_id, d.work_order_id, d.category, d.item, d.template_item_id, d.critical, d.notes, d.status,
  d.reported_at, d.repair_started_at, d.repaired_at, d.certified_at, d.certification_note, d.acknowledged_at,
  d.updated_at,
  ${person("rb", "reported_by_id")}, ${person("rp", "repaired_by_id")}, ${person("cb", "certified_by_id")},
  ${person("ab", "acknowledged_by_id")}`;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function toDefectDto(row: DefectRow): Defect {
  return {
    id: row.id,
    equipmentId: row.equipment_id,
    equipment: { id: row.equipment_id, equipmentNumber: row.equipment_number, name: row.equipment_name },
    inspectionId: row.inspection_work_order_id,
    workOrderId: row.work_order_id,
    category: row.category,
    item: row.item,
    templateItemId: row.template_item_id,
    critical: row.critical,
    notes: row.notes,
    status: row.status,
    reportedBy: row.reported_by,
    reportedAt: row.reported_at.toISOString(),
    repairStartedAt: iso(row.repair_started_at),
    repairedAt: iso(row.repaired_at),
    repairedBy: row.repaired_by,
    certifiedAt: iso(row.certified_at),
    certifiedBy: row.certified_by,
    certificationNote: row.certification_note,
    acknowledgedAt: iso(row.acknowledged_at),
    acknowledgedBy: row.acknowledged_by,
    updatedAt: row.updated_at.toISOString(),
  };
}
