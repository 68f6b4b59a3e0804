import type { Locale, OrganizationSettings } from "@mnx/domain";
import type { Database } from "../../db/database.js";

const SETTINGS =
  'keep_photo_location AS "keepPhotoLocation", currency, record_retention_months AS "recordRetentionMonths", ' +
  'default_language AS "defaultLanguage"';

export async function findOrganizationSettings(
  db: Database,
  organizationId: string,
  lock = false,
): Promise<OrganizationSettings> {
  const row = await db.one<OrganizationSettings>(
    `SELECT ${SETTINGS} FROM organizations WHERE id = $1${lock ? " FOR UPDATE" : ""}`,
    [organizationId],
  );
  if (!row) throw new Error("organization not found");
  return row;
}

/**
 * Whether the organization has recorded any amount in its currency: a part's cost, a ledger row's, an hourly
 * rate or a labour line's (docs/decisions/031-labour-and-costs.md). Each EXISTS stops at its first row.
 */
export async function hasAmounts(db: Database, organizationId: string): Promise<boolean> {
  const row = await db.one<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM parts WHERE organization_id = $1 AND unit_cost > 0)
         OR EXISTS (SELECT 1 FROM stock_ledger WHERE organization_id = $1 AND unit_cost > 0)
         OR EXISTS (SELECT 1 FROM labour_rates WHERE organization_id = $1 AND hourly_rate > 0)
         OR EXISTS (SELECT 1 FROM labour_lines WHERE organization_id = $1 AND hourly_rate > 0) AS found`,
    [organizationId],
  );
  return row?.found ?? false;
}

/** Changes the settings given (the others stay) and answers them all. */
export async function updateOrganizationSettings(
  db: Database,
  organizationId: string,
  change: {
    keepPhotoLocation?: boolean | undefined;
    currency?: string | undefined;
    recordRetentionMonths?: number | undefined;
    defaultLanguage?: Locale | undefined;
  },
): Promise<OrganizationSettings> {
  const row = await db.one<OrganizationSettings>(
    `UPDATE organizations SET keep_photo_location = coalesce($2, keep_photo_location),
       currency = coalesce($3, currency), record_retention_months = coalesce($4, record_retention_months),
       default_language = coalesce($5, default_language)
     WHERE id = $1 RETURNING ${SETTINGS}`,
    [
      organizationId,
      change.keepPhotoLocation ?? null,
      change.currency ?? null,
      change.recordRetentionMonths ?? null,
      change.defaultLanguage ?? null,
    ],
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
