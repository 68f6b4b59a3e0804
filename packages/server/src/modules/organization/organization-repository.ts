import type { OrganizationSettings, OrganizationSettingsUpdate } from "@mnx/domain";
import type { Database } from "../../db/database.js";

const SETTINGS = 'keep_photo_location AS "keepPhotoLocation"';

export async function findOrganizationSettings(
  db: Database,
  organizationId: string,
): Promise<OrganizationSettings> {
  const row = await db.one<OrganizationSettings>(`SELECT ${SETTINGS} FROM organizations WHERE id = $1`, [
    organizationId,
  ]);
  if (!row) throw new Error("organization not found");
  return row;
}

/** Changes the settings given (the others stay) and answers them all. */
export async function updateOrganizationSettings(
  db: Database,
  organizationId: string,
  change: OrganizationSettingsUpdate,
): Promise<OrganizationSettings> {
  const row = await db.one<OrganizationSettings>(
    `UPDATE organizations SET keep_photo_location = coalesce($2, keep_photo_location)
     WHERE id = $1 RETURNING ${SETTINGS}`,
    [organizationId, change.keepPhotoLocation ?? null],
  );
  if (!row) throw new Error("organization not found");
  return row;
}

/** A new organization (a first sign-in's); answers its id. */
export async function insertOrganization(tx: Database, name: string, slug: string): Promise<string> {
  const row = await tx.one<{ id: string }>(
    "INSERT INTO organizations (name, slug) VALUES ($1, $2) RETURNING id",
    [name, slug],
  );
  if (!row) throw new Error("Organization was not created");
  return row.id;
}
