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
import { archivePart, findPart, insertPart, listParts, lockPart, updatePart } from "./part-repository.js";
import { toPartDto, toStockLevelDto } from "./part-row.js";
import {
  findLocation,
  insertLocation,
  type LocationRow,
  listLocations,
  stockLevels,
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
    await archivePart(tx, id);
  });
  return getPart(db, user, id);
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

export async function addStockLocation(
  db: Database,
  user: AuthenticatedUser,
  form: StockLocationForm,
): Promise<StockLocation> {
  const id = await db.transaction((tx) => insertLocation(tx, user.organizationId, form));
  if (!id) {
    throw new AppError("VALIDATION_ERROR", PART_MESSAGES.keeperNotFound, 400, [
      { path: "keeperId", message: PART_MESSAGES.keeperNotFound },
    ]);
  }
  const row = await findLocation(db, user.organizationId, id);
  if (!row) throw new Error("The new stock location was not found");
  return toLocationDto(row);
}
