import { PART_MESSAGES, type PartForm, type PartListQuery } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { containsPattern, isUniqueViolation } from "../../db/sql-helpers.js";
import { AppError } from "../../errors.js";
import { cappedCount, pageWindow } from "../../paging.js";
import { PART_SELECT, type PartRow } from "./part-row.js";

/** The catalogue's SQL: parts (docs/decisions/030-parts-and-stock.md). */

export function findPart(db: Database, organizationId: string, id: string) {
  return db.one<PartRow>(`${PART_SELECT} WHERE p.organization_id = $1 AND p.id = $2`, [organizationId, id]);
}

export async function partExists(db: Database, organizationId: string, id: string): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM parts WHERE organization_id = $1 AND id = $2", [
    organizationId,
    id,
  ]);
  return rows.length > 0;
}

/**
 * The part, locked for this transaction: FOR SHARE by stock changes (concurrent uses go on, an archive
 * waits), FOR UPDATE by an archive or a count. Answers undefined for another organization's or no part.
 */
export function lockPart(tx: Database, organizationId: string, id: string, mode: "SHARE" | "UPDATE") {
  return tx.one<{ id: string; unit: PartRow["unit"]; unit_cost: number; archived_at: Date | null }>(
    `SELECT id, unit, unit_cost, archived_at FROM parts WHERE organization_id = $1 AND id = $2 FOR ${mode}`,
    [organizationId, id],
  );
}

/**
 * One page of parts in part-number order, with the total counted up to one past the cap. Search: part number,
 * name and barcode, 'contains' ignoring case, on the trigram index.
 */
export async function listParts(db: Database, organizationId: string, q: PartListQuery) {
  const window = pageWindow(q.page, q.limit);
  const search = containsPattern(q.search);
  const matched = `SELECT p.id, p.part_number FROM parts p
    WHERE p.organization_id = $1 AND (p.archived_at IS NOT NULL) = $2
      AND ($3::text IS NULL OR p.search_text LIKE lower($3::text))
      AND ($4::text IS NULL OR p.category = $4::text)`;
  const params = [organizationId, q.archived, search, q.category || null];
  const [rows, counted] = await Promise.all([
    (search ? db.searches : db).query<PartRow>(
      `WITH page AS (${matched} ORDER BY p.part_number, p.id LIMIT ${window.limit} OFFSET ${window.offset})
       ${PART_SELECT} JOIN page ON page.id = p.id ORDER BY p.part_number, p.id`,
      params,
    ),
    (search ? db.searches : db).one<{ n: number }>(`SELECT ${cappedCount(matched)}::int AS n`, params),
  ]);
  return { rows, counted: counted?.n ?? 0 };
}

/** Unique violations as the answers the form shows, naming the field. */
function asConflict(error: unknown): never {
  if (isUniqueViolation(error, "parts_part_number_unique")) {
    throw new AppError("PART_NUMBER_TAKEN", PART_MESSAGES.duplicatePartNumber, 409, [
      { path: "partNumber", message: PART_MESSAGES.duplicatePartNumber },
    ]);
  }
  if (isUniqueViolation(error, "parts_barcode_unique")) {
    throw new AppError("PART_BARCODE_TAKEN", PART_MESSAGES.duplicateBarcode, 409, [
      { path: "barcode", message: PART_MESSAGES.duplicateBarcode },
    ]);
  }
  throw error;
}

const partValues = (part: PartForm) => [
  part.partNumber,
  part.name,
  part.description ?? null,
  part.category ?? null,
  part.unit,
  part.unitCost,
  part.minStock,
  part.reorderQty,
  part.manufacturerPartNumber ?? null,
  part.supplierPartNumber ?? null,
  part.barcode ?? null,
  part.fits,
];

export async function insertPart(tx: Database, organizationId: string, part: PartForm): Promise<string> {
  try {
    const row = await tx.one<{ id: string }>(
      `INSERT INTO parts (organization_id, part_number, name, description, category, unit, unit_cost, min_stock,
         reorder_qty, manufacturer_part_number, supplier_part_number, barcode, fits)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::text[]) RETURNING id`,
      [organizationId, ...partValues(part)],
    );
    if (!row) throw new Error("The part insert answered no row");
    return row.id;
  } catch (error) {
    asConflict(error);
  }
}

/** Replaces the part's fields. Answers whether the part was found. */
export async function updatePart(tx: Database, organizationId: string, id: string, part: PartForm) {
  try {
    const rows = await tx.query(
      `UPDATE parts SET part_number = $3, name = $4, description = $5, category = $6, unit = $7, unit_cost = $8,
         min_stock = $9, reorder_qty = $10, manufacturer_part_number = $11, supplier_part_number = $12,
         barcode = $13, fits = $14::text[], updated_at = now()
       WHERE organization_id = $1 AND id = $2 RETURNING id`,
      [organizationId, id, ...partValues(part)],
    );
    return rows.length > 0;
  } catch (error) {
    asConflict(error);
  }
}

/** Archives (`archived` true) or restores a part. */
export async function setPartArchived(tx: Database, id: string, archived: boolean): Promise<void> {
  await tx.query(
    "UPDATE parts SET archived_at = CASE WHEN $2 THEN now() END, updated_at = now() WHERE id = $1",
    [id, archived],
  );
}

/**
 * The part a typed or scanned code names: its barcode (exact, as printed) or its part number (any case), on
 * their unique indexes; a barcode match first.
 */
export function findPartByCode(db: Database, organizationId: string, code: string) {
  return db.one<PartRow>(
    `${PART_SELECT}
     WHERE p.organization_id = $1 AND (p.barcode = $2 OR lower(p.part_number) = lower($2))
     ORDER BY CASE WHEN p.barcode = $2 THEN 0 ELSE 1 END LIMIT 1`,
    [organizationId, code],
  );
}

/** The categories the organization's parts use, in order (at most `limit`), from the category index. */
export async function partCategories(db: Database, organizationId: string, limit: number) {
  const rows = await db.query<{ category: string }>(
    `SELECT DISTINCT category FROM parts WHERE organization_id = $1 AND category IS NOT NULL
     ORDER BY category LIMIT ${limit}`,
    [organizationId],
  );
  return rows.map((row) => row.category);
}

/** The cost a receipt brings in becomes the part's cost: the last price paid. */
export async function setPartCost(tx: Database, id: string, unitCost: number): Promise<void> {
  await tx.query("UPDATE parts SET unit_cost = $2, updated_at = now() WHERE id = $1 AND unit_cost <> $2", [
    id,
    unitCost,
  ]);
}
