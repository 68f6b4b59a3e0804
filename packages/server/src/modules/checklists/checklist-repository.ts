import type { EquipmentType, InspectionKind, PeriodicInspectionKind } from "@mnx/domain";
import type { Database } from "../../db/database.js";

/** A template with one of its versions (and its machine, for a machine's template). */
export interface ChecklistRow {
  id: string;
  kind: InspectionKind;
  equipment_type: EquipmentType | null;
  equipment_id: string | null;
  equipment_number: string | null;
  equipment_name: string | null;
  current_version_id: string;
  version_id: string;
  version: number;
  name: string;
  sections: unknown;
  published_at: Date;
}

const SELECT = `
  SELECT t.id, t.kind, t.equipment_type, t.equipment_id, e.equipment_number, e.name AS equipment_name,
         t.current_version_id, v.id AS version_id, v.version, v.name, v.sections, v.published_at
  FROM checklist_templates t
  JOIN checklist_template_versions v ON v.template_id = t.id
  LEFT JOIN equipment e ON e.id = t.equipment_id`;

/** Scope order: the default first, then the types, then the machines by number. */
const ORDER =
  "ORDER BY t.equipment_type IS NOT NULL, t.equipment_id IS NOT NULL, t.equipment_type, e.equipment_number, t.kind";

/** The organization's templates at their current versions (a handful: one per type used, some machines). */
export function listTemplates(db: Database, organizationId: string) {
  return db.query<ChecklistRow>(
    `${SELECT} WHERE t.organization_id = $1 AND v.id = t.current_version_id ${ORDER}`,
    [organizationId],
  );
}

/** A template at its current version, or at version `version`. */
export function findTemplate(db: Database, organizationId: string, id: string, version?: number) {
  return db.one<ChecklistRow>(
    `${SELECT} WHERE t.organization_id = $1 AND t.id = $2::uuid
       AND (CASE WHEN $3::int IS NULL THEN v.id = t.current_version_id ELSE v.version = $3::int END)`,
    [organizationId, id, version ?? null],
  );
}

/** A version by its id, with its template's scope. */
export function findVersion(db: Database, organizationId: string, versionId: string) {
  return db.one<ChecklistRow>(`${SELECT} WHERE t.organization_id = $1 AND v.id = $2::uuid`, [
    organizationId,
    versionId,
  ]);
}

/**
 * The daily check's template that applies to a machine, at its current version: the machine's, else its type's,
 * else the default.
 */
export function findTemplateFor(
  db: Database,
  organizationId: string,
  machine: { id: string; equipmentType: EquipmentType },
) {
  return db.one<ChecklistRow>(
    `${SELECT}
     WHERE t.organization_id = $1 AND v.id = t.current_version_id AND t.kind = 'DAILY'
       AND (t.equipment_id = $2::uuid OR t.equipment_type = $3
            OR (t.equipment_id IS NULL AND t.equipment_type IS NULL))
     ORDER BY t.equipment_id IS NULL, t.equipment_type IS NULL
     LIMIT 1`,
    [organizationId, machine.id, machine.equipmentType],
  );
}

/**
 * The template of a periodic kind that applies to a machine, at its current version: the machine's, else its
 * type's (there is no default for a periodic kind); undefined when neither exists.
 */
export function findPeriodicTemplateFor(
  db: Database,
  organizationId: string,
  machine: { id: string; equipmentType: EquipmentType },
  kind: PeriodicInspectionKind,
) {
  return db.one<ChecklistRow>(
    `${SELECT}
     WHERE t.organization_id = $1 AND v.id = t.current_version_id AND t.kind = $4
       AND (t.equipment_id = $2::uuid OR t.equipment_type = $3)
     ORDER BY t.equipment_id IS NULL
     LIMIT 1`,
    [organizationId, machine.id, machine.equipmentType, kind],
  );
}

/** The default template's first version: the spec's 16 items, what a phone from before templates showed. */
export function findDefaultFirstVersion(db: Database, organizationId: string) {
  return db.one<ChecklistRow>(
    `${SELECT} WHERE t.organization_id = $1 AND t.equipment_type IS NULL AND t.equipment_id IS NULL
       AND v.version = 1`,
    [organizationId],
  );
}

/** Whether the organization has its default template yet. */
export async function hasDefaultTemplate(db: Database, organizationId: string) {
  const row = await db.one(
    "SELECT 1 FROM checklist_templates WHERE organization_id = $1 AND equipment_type IS NULL AND equipment_id IS NULL",
    [organizationId],
  );
  return row !== undefined;
}
