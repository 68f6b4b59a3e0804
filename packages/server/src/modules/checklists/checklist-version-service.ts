import {
  CHECKLIST_MESSAGES,
  type ChecklistSection,
  type EquipmentType,
  PERIODIC_MESSAGES,
  type PeriodicInspectionKind,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError } from "../../errors.js";
import { type ChecklistRow, findDefaultFirstVersion, findVersion } from "./checklist-repository.js";
import { sectionsOf } from "./checklist-row.js";
import { ensureDefaultTemplate } from "./checklist-writes.js";

export interface SubmissionVersion {
  id: string;
  number: number;
  sections: ChecklistSection[];
}

/**
 * The version a daily inspection is graded against (docs/decisions/042), inside its submission's transaction:
 * the one it was started with, if it exists and applies to the machine (its own template, its type's, or the
 * default: 409 otherwise, nothing written); without one (a phone from before templates) the default template's
 * first version, the spec's 16 items that phone showed.
 */
export async function versionForSubmission(
  tx: Database,
  organizationId: string,
  machine: { id: string; equipmentType: EquipmentType },
  versionId: string | undefined,
): Promise<SubmissionVersion> {
  if (versionId === undefined) await ensureDefaultTemplate(tx, organizationId);
  const row = versionId
    ? await findVersion(tx, organizationId, versionId)
    : await findDefaultFirstVersion(tx, organizationId);
  if (!row) throw new AppError("CHECKLIST_VERSION_UNKNOWN", CHECKLIST_MESSAGES.versionNotFound);
  if (row.kind !== "DAILY") throw new AppError("CHECKLIST_KIND_MISMATCH", PERIODIC_MESSAGES.kindMismatch);
  const applies =
    (row.equipment_id === null && row.equipment_type === null) ||
    row.equipment_id === machine.id ||
    row.equipment_type === machine.equipmentType;
  if (!applies) throw new AppError("CHECKLIST_NOT_FOR_EQUIPMENT", CHECKLIST_MESSAGES.notForEquipment);
  return toVersion(row);
}

const toVersion = (row: ChecklistRow): SubmissionVersion => ({
  id: row.version_id,
  number: row.version,
  sections: sectionsOf(row),
});

/**
 * The version a periodic inspection is graded against (docs/decisions/046): the one it was started with, which
 * must be a version of a template of the schedule's kind (409 CHECKLIST_KIND_MISMATCH: a daily check's, or
 * another kind's) for the machine or its type (409 CHECKLIST_NOT_FOR_EQUIPMENT).
 */
export async function versionForPeriodic(
  tx: Database,
  organizationId: string,
  machine: { id: string; equipmentType: EquipmentType },
  kind: PeriodicInspectionKind,
  versionId: string,
): Promise<SubmissionVersion> {
  const row = await findVersion(tx, organizationId, versionId);
  if (!row) throw new AppError("CHECKLIST_VERSION_UNKNOWN", CHECKLIST_MESSAGES.versionNotFound);
  if (row.kind !== kind) throw new AppError("CHECKLIST_KIND_MISMATCH", PERIODIC_MESSAGES.kindMismatch);
  if (row.equipment_id !== machine.id && row.equipment_type !== machine.equipmentType)
    throw new AppError("CHECKLIST_NOT_FOR_EQUIPMENT", CHECKLIST_MESSAGES.notForEquipment);
  return toVersion(row);
}
