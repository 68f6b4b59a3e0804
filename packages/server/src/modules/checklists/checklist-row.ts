import { type ChecklistTemplate, checklistSectionSchema } from "@mnx/domain";
import { z } from "zod";
import type { ChecklistRow } from "./checklist-repository.js";

const sectionsSchema = z.array(checklistSectionSchema);

/** A version's stored sections (jsonb: parsed by the driver, or text from one that does not). */
export const sectionsOf = (row: Pick<ChecklistRow, "sections">) =>
  sectionsSchema.parse(typeof row.sections === "string" ? JSON.parse(row.sections) : row.sections);

export function toChecklistDto(row: ChecklistRow): ChecklistTemplate {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.equipment_type === null && row.equipment_id === null,
    kind: row.kind,
    equipmentType: row.equipment_type,
    equipment:
      row.equipment_id && row.equipment_number && row.equipment_name !== null
        ? { id: row.equipment_id, equipmentNumber: row.equipment_number, name: row.equipment_name }
        : null,
    version: {
      id: row.version_id,
      number: row.version,
      publishedAt: new Date(row.published_at).toISOString(),
      current: row.version_id === row.current_version_id,
    },
    sections: sectionsOf(row),
  };
}
