import {
  CURRENCY_MESSAGES,
  type OrganizationSettings,
  type OrganizationSettingsUpdate,
  RECORD_RETENTION,
  RETENTION_TOO_SHORT_MESSAGE,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError } from "../../errors.js";
import { forgetCachedSessions } from "../sessions/session-service.js";
import {
  findOrganizationSettings,
  hasAmounts,
  updateOrganizationSettings,
} from "./organization-repository.js";

/** The organization's settings (the admins' page; photos read whether to keep locations). */
export function organizationSettings(db: Database, organizationId: string): Promise<OrganizationSettings> {
  return findOrganizationSettings(db, organizationId);
}

/** The ISO 4217 code every amount of the organization is in; null until an admin sets it. */
export async function organizationCurrency(db: Database, organizationId: string): Promise<string | null> {
  return (await findOrganizationSettings(db, organizationId)).currency;
}

/**
 * Changes the settings given (the others stay) and answers them all. The currency is set once: it may change
 * only while no amount is recorded (409 CURRENCY_LOCKED), since changing it would relabel every amount without
 * converting it (docs/decisions/031-labour-and-costs.md). The profile of every session of the organization
 * shows the new settings at once (this server now, the others when the trigger's message comes). Inspection
 * records are kept at least three months (400 RETENTION_TOO_SHORT below; docs/decisions/043).
 */
export async function changeOrganizationSettings(
  db: Database,
  organizationId: string,
  change: OrganizationSettingsUpdate,
): Promise<OrganizationSettings> {
  const months = change.recordRetentionMonths;
  if (months !== undefined && months < RECORD_RETENTION.minMonths) {
    throw new AppError("RETENTION_TOO_SHORT", RETENTION_TOO_SHORT_MESSAGE, 400, [
      { path: "recordRetentionMonths", message: RETENTION_TOO_SHORT_MESSAGE },
    ]);
  }
  const settings = await db.transaction(async (tx) => {
    const current = await findOrganizationSettings(tx, organizationId, true);
    const newCurrency = change.currency !== undefined && change.currency !== current.currency;
    if (newCurrency && current.currency !== null && (await hasAmounts(tx, organizationId))) {
      throw new AppError("CURRENCY_LOCKED", CURRENCY_MESSAGES.locked, 409, [
        { path: "currency", message: CURRENCY_MESSAGES.locked },
      ]);
    }
    return updateOrganizationSettings(tx, organizationId, change);
  });
  forgetCachedSessions(db, { organizationId });
  return settings;
}
