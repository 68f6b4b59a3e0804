import {
  can,
  PART_MESSAGES,
  type Part,
  type PartDetail,
  type PartForm,
  type PartListQuery,
  type StockLocation,
  type StockLocationForm,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import { listPagination } from "../../paging.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import {
  findPart,
  findPartByCode,
  insertPart,
  listParts,
  lockPart,
  partCategories,
  setPartArchived,
  updatePart,
} from "./part-repository.js";
import { toPartDto, toStockLevelDto } from "./part-row.js";
import {
  findLocation,
  insertLocation,
  type LocationRow,
  listLocations,
  stockLevels,
  updateLocation,
} from "./stock-repository.js";

/** The parts catalogue and the stock locations (docs/decisions/030-parts-and-stock.md). */

export const showsCosts = (user: AuthenticatedUser) => can(user.role, "parts.viewCosts");

/** GET /parts/{id}: the part and its stock per location; another organization's part is not found. */
export async function getPart(db: Database, user: AuthenticatedUser, id: string): Promise<PartDetail> {
  const row = await findPart(db, user.organizationId, id);
  if (!row) throw notFound(PART_MESSAGES.notFound);
  const stock = await stockLevels(db, id);
  return { ...toPartDto(row, showsCosts(user)), stock: stock.map(toStockLevelDto) };
}

export async function listPartsFor(db: Database, user: AuthenticatedUser, query: PartListQuery) {
  const { rows, counted } = await listParts(db, user.organizationId, query);
  return {
    parts: rows.map((row) => toPartDto(row, showsCosts(user))),
    pagination: listPagination(query.page, query.limit, counted),
  };
}

export async function addPart(db: Database, user: AuthenticatedUser, form: PartForm): Promise<PartDetail> {
  const id = await db.transaction((tx) => insertPart(tx, user.organizationId, form));
  return getPart(db, user, id);
}

/** PUT /parts/{id}: the whole part. Its stock and ledger are untouched; new rows take the new cost. */
export async function editPart(db: Database, user: AuthenticatedUser, id: string, form: PartForm) {
  const found = await db.transaction((tx) => updatePart(tx, user.organizationId, id, form));
  if (!found) throw notFound(PART_MESSAGES.notFound);
  return getPart(db, user, id);
}

/** POST /parts/{id}/archive: it stays in the ledger and on work orders, but takes no new stock changes. */
export async function archive(db: Database, user: AuthenticatedUser, id: string): Promise<Part> {
  await db.transaction(async (tx) => {
    const part = await lockPart(tx, user.organizationId, id, "UPDATE");
    if (!part) throw notFound(PART_MESSAGES.notFound);
    if (part.archived_at) throw new AppError("PART_ARCHIVED", PART_MESSAGES.alreadyArchived, 409);
    await setPartArchived(tx, id, true);
  });
  return getPart(db, user, id);
}

/** POST /parts/{id}/restore: an archived part takes stock changes again. */
export async function restore(db: Database, user: AuthenticatedUser, id: string): Promise<Part> {
  await db.transaction(async (tx) => {
    const part = await lockPart(tx, user.organizationId, id, "UPDATE");
    if (!part) throw notFound(PART_MESSAGES.notFound);
    if (!part.archived_at) throw new AppError("PART_NOT_ARCHIVED", PART_MESSAGES.notArchived, 409);
    await setPartArchived(tx, id, false);
  });
  return getPart(db, user, id);
}

/** GET /parts/by-code/{code}: the part a scanned or typed barcode or part number names, with its stock. */
export async function getPartByCode(db: Database, user: AuthenticatedUser, code: string) {
  const row = await findPartByCode(db, user.organizationId, code);
  if (!row) throw notFound(PART_MESSAGES.codeNotFound);
  return getPart(db, user, row.id);
}

/** The most categories the list's filter offers (a catalogue's handful; the list also takes any typed one). */
export const PART_CATEGORIES_MAX = 500;

/** GET /parts/categories. */
export function listPartCategories(db: Database, user: AuthenticatedUser): Promise<string[]> {
  return partCategories(db, user.organizationId, PART_CATEGORIES_MAX);
}

const toLocationDto = (row: LocationRow): StockLocation => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  keeper:
    row.keeper_id && row.keeper_first_name !== null && row.keeper_last_name !== null
      ? { id: row.keeper_id, firstName: row.keeper_first_name, lastName: row.keeper_last_name }
      : null,
  createdAt: row.created_at.toISOString(),
});

export async function listStockLocations(db: Database, user: AuthenticatedUser): Promise<StockLocation[]> {
  return (await listLocations(db, user.organizationId)).map(toLocationDto);
}

const keeperRefused = () =>
  new AppError("VALIDATION_ERROR", PART_MESSAGES.keeperNotFound, 400, [
    { path: "keeperId", message: PART_MESSAGES.keeperNotFound },
  ]);

export async function addStockLocation(
  db: Database,
  user: AuthenticatedUser,
  form: StockLocationForm,
): Promise<StockLocation> {
  const id = await db.transaction((tx) => insertLocation(tx, user.organizationId, form));
  if (!id) throw keeperRefused();
  const row = await findLocation(db, user.organizationId, id);
  if (!row) throw new Error("The new stock location was not found");
  return toLocationDto(row);
}

/** PUT /stock-locations/{id}: its name, kind and keeper. Its stock and ledger stay where they are. */
export async function editStockLocation(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  form: StockLocationForm,
): Promise<StockLocation> {
  const updated = await db.transaction((tx) => updateLocation(tx, user.organizationId, id, form));
  const row = await findLocation(db, user.organizationId, id);
  if (!row) throw notFound(PART_MESSAGES.locationNotFound);
  if (!updated) throw keeperRefused();
  return toLocationDto(row);
}
