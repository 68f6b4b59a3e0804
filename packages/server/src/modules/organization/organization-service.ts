import type { OrganizationSettings, OrganizationSettingsUpdate } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { forgetCachedSessions } from "../sessions/session-service.js";
import { findOrganizationSettings, updateOrganizationSettings } from "./organization-repository.js";

/** The organization's settings (the admins' page; photos read whether to keep locations). */
export function organizationSettings(db: Database, organizationId: string): Promise<OrganizationSettings> {
  return findOrganizationSettings(db, organizationId);
}

/**
 * Changes the settings given (the others stay) and answers them all. The profile of every session of the
 * organization shows the new settings at once (this server now, the others when the trigger's message comes).
 */
export async function changeOrganizationSettings(
  db: Database,
  organizationId: string,
  change: OrganizationSettingsUpdate,
): Promise<OrganizationSettings> {
  const settings = await updateOrganizationSettings(db, organizationId, change);
  forgetCachedSessions(db, { organizationId });
  return settings;
}
