import type { OrganizationSettings, OrganizationSettingsUpdate } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { forgetCachedSessions } from "../auth/session-cache.js";

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

/**
 * Changes the settings given (the others stay) and answers them all. The profile of every session of the
 * organization shows the new settings at once (this server now, the others when the trigger's message comes).
 */
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
  forgetCachedSessions(db, { organizationId });
  return row;
}
