import {
  CHECKLIST_MESSAGES,
  type ChecklistContent,
  type ChecklistTemplate,
  type ChecklistTemplateCreate,
  type InspectionKind,
  PERIODIC_MESSAGES,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { getEquipment } from "../equipment/equipment-service.js";
import {
  findPeriodicTemplateFor,
  findTemplate,
  findTemplateFor,
  findVersion,
  listTemplates,
} from "./checklist-repository.js";
import { sectionsOf, toChecklistDto } from "./checklist-row.js";
import {
  ensureDefaultTemplate,
  insertTemplate,
  lockTemplate,
  publishVersion,
  storedSections,
} from "./checklist-writes.js";

/** GET /checklist-templates: the organization's templates at their current versions, the default first. */
export async function listChecklists(db: Database, user: AuthenticatedUser) {
  await ensureDefaultTemplate(db, user.organizationId);
  const rows = await listTemplates(db, user.organizationId);
  return { templates: rows.map(toChecklistDto) };
}

/** GET /checklist-templates/{id}[/versions/{n}]: 404 for another organization's, or a version it never had. */
export async function getChecklist(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  version?: number,
): Promise<ChecklistTemplate> {
  const row = await findTemplate(db, user.organizationId, id, version);
  if (!row) throw notFound(version ? CHECKLIST_MESSAGES.versionNotFound : CHECKLIST_MESSAGES.notFound);
  return toChecklistDto(row);
}

/**
 * POST /checklist-templates: a type's or a machine's template, published as version 1. A machine must be one
 * of the organization's (404 otherwise); a scope that has a template already is 409.
 */
export async function createChecklist(
  db: Database,
  user: AuthenticatedUser,
  input: ChecklistTemplateCreate,
): Promise<ChecklistTemplate> {
  if (input.equipmentId) await getEquipment(db, user, input.equipmentId);
  const id = await db.transaction(async (tx) => {
    const scope = {
      equipmentType: input.equipmentType ?? null,
      equipmentId: input.equipmentId ?? null,
      kind: input.kind,
    };
    const created = await insertTemplate(tx, user.organizationId, scope, input.name);
    if (!created) throw new AppError("CHECKLIST_TEMPLATE_EXISTS", CHECKLIST_MESSAGES.exists);
    await publishVersion(tx, user.organizationId, created, {
      number: 1,
      name: input.name,
      sections: storedSections(input.sections, new Set()),
      publishedById: user.id,
    });
    return created;
  });
  return getChecklist(db, user, id);
}

/**
 * POST /checklist-templates/{id}/versions: publishes the next version. An item that names an item of the current version
 * keeps its id (its results and defects stay comparable); the others are new. Older versions stay as they were,
 * for the inspections done with them.
 */
export async function publishChecklist(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  input: ChecklistContent,
): Promise<ChecklistTemplate> {
  await db.transaction(async (tx) => {
    const locked = await lockTemplate(tx, user.organizationId, id);
    if (!locked) throw notFound(CHECKLIST_MESSAGES.notFound);
    const current = await findTemplate(tx, user.organizationId, id);
    const keep = new Set(
      current ? sectionsOf(current).flatMap((section) => section.items.map((item) => item.id)) : [],
    );
    await publishVersion(tx, user.organizationId, id, {
      number: locked.latest + 1,
      name: input.name,
      sections: storedSections(input.sections, keep),
      publishedById: user.id,
    });
  });
  return getChecklist(db, user, id);
}

/**
 * GET /equipment/{id}/checklist-template: the template a machine's daily inspection uses (the machine's, else
 * its type's, else the default), for whoever sees the machine (an operator: their own; 404 otherwise). With a
 * periodic kind: the machine's or its type's template of that kind (404 when there is none; docs/decisions/046).
 */
export async function checklistForEquipment(
  db: Database,
  user: AuthenticatedUser,
  equipmentId: string,
  kind: InspectionKind = "DAILY",
): Promise<ChecklistTemplate> {
  const machine = await getEquipment(db, user, equipmentId);
  if (kind !== "DAILY") {
    const periodic = await findPeriodicTemplateFor(db, user.organizationId, machine, kind);
    if (!periodic) throw notFound(PERIODIC_MESSAGES.noTemplate);
    return toChecklistDto(periodic);
  }
  await ensureDefaultTemplate(db, user.organizationId);
  const row = await findTemplateFor(db, user.organizationId, machine);
  if (!row) throw new Error("The default checklist template is missing");
  return toChecklistDto(row);
}

/** A checklist version's name and number (the inspection report names what was asked), or null if unknown. */
export async function checklistVersionName(db: Database, organizationId: string, versionId: string) {
  const row = await findVersion(db, organizationId, versionId);
  return row ? { name: row.name, version: row.version } : null;
}
