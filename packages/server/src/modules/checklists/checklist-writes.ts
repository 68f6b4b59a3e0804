import { randomUUID } from "node:crypto";
import { type ChecklistContent, DEFAULT_CHECKLIST_NAME, defaultChecklistSections } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { hasDefaultTemplate } from "./checklist-repository.js";

/** Only this module writes checklist_templates and checklist_template_versions (docs/decisions/027). */

type ItemToStore = Omit<ChecklistContent["sections"][number]["items"][number], "unit" | "min" | "max"> & {
  unit?: string | null | undefined;
  min?: number | null | undefined;
  max?: number | null | undefined;
};

/** Stored sections: every item with its id (kept from the version edited when it names one of its items). */
export function storedSections(
  sections: readonly { title: string; items: readonly ItemToStore[] }[],
  keep: ReadonlySet<string>,
) {
  return sections.map((section) => ({
    title: section.title,
    items: section.items.map((item) => ({
      id: item.id && keep.has(item.id) ? item.id : randomUUID(),
      name: item.name,
      kind: item.kind,
      unit: item.kind === "READING" ? (item.unit ?? null) : null,
      min: item.kind === "READING" ? (item.min ?? null) : null,
      max: item.kind === "READING" ? (item.max ?? null) : null,
      photoRequiredOnFail: item.photoRequiredOnFail,
      critical: item.critical,
    })),
  }));
}

/** A new template (no version yet); null when its scope has one already (the unique indexes). */
export async function insertTemplate(
  tx: Database,
  organizationId: string,
  scope: { equipmentType: string | null; equipmentId: string | null; kind?: string },
  name: string,
): Promise<string | null> {
  const row = await tx.one<{ id: string }>(
    `INSERT INTO checklist_templates (organization_id, equipment_type, equipment_id, name, kind)
     VALUES ($1, $2, $3::uuid, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
    [organizationId, scope.equipmentType, scope.equipmentId, name, scope.kind ?? "DAILY"],
  );
  return row?.id ?? null;
}

/** Locks a template for publishing; answers its newest version number, null when it is not the organization's. */
export async function lockTemplate(tx: Database, organizationId: string, id: string) {
  const row = await tx.one<{ latest: number | null }>(
    `SELECT (SELECT max(version) FROM checklist_template_versions WHERE template_id = t.id) AS latest
     FROM checklist_templates t WHERE t.organization_id = $1 AND t.id = $2::uuid FOR UPDATE`,
    [organizationId, id],
  );
  return row ? { latest: row.latest ?? 0 } : null;
}

/** Publishes the next version of a locked template and makes it current. */
export async function publishVersion(
  tx: Database,
  organizationId: string,
  templateId: string,
  version: { number: number; name: string; sections: unknown; publishedById: string | null },
): Promise<string> {
  const row = await tx.one<{ id: string }>(
    `INSERT INTO checklist_template_versions (organization_id, template_id, version, name, sections, published_by_id)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::uuid) RETURNING id`,
    [
      organizationId,
      templateId,
      version.number,
      version.name,
      JSON.stringify(version.sections),
      version.publishedById,
    ],
  );
  if (!row) throw new Error("The checklist version was not published");
  await tx.query(
    "UPDATE checklist_templates SET current_version_id = $2, name = $3, updated_at = now() WHERE id = $1",
    [templateId, row.id, version.name],
  );
  return row.id;
}

/**
 * The organization's default template (the spec's 16 items), made the first time it is needed: every
 * organization has it, including one made after this version. Concurrent callers meet the unique index; the
 * second one finds it made.
 */
export async function ensureDefaultTemplate(db: Database, organizationId: string): Promise<void> {
  if (await hasDefaultTemplate(db, organizationId)) return;
  await db.transaction(async (tx) => {
    const id = await insertTemplate(
      tx,
      organizationId,
      { equipmentType: null, equipmentId: null },
      DEFAULT_CHECKLIST_NAME,
    );
    if (!id) return;
    await publishVersion(tx, organizationId, id, {
      number: 1,
      name: DEFAULT_CHECKLIST_NAME,
      sections: storedSections(defaultChecklistSections(), new Set()),
      publishedById: null,
    });
  });
}
