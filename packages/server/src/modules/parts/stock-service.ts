import {
  type CountStock,
  can,
  type LocationStockItem,
  type MoveStock,
  PART_MESSAGES,
  type PartUnit,
  quantityFitsUnit,
  type ReceiveStock,
  type StockChange,
  TERMINAL_WORK_ORDER_STATUSES,
  type ToOrderItem,
  WORK_ORDER_MESSAGES,
  type WorkOrderPartInput,
  type WorkOrderParts,
} from "@mnx/domain";
import { workOrderScopeOf } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import { listPagination } from "../../paging.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { recordPartsBelowMinimum } from "./part-below-minimum.js";
import { lockPart, partExists, setPartCost } from "./part-repository.js";
import { type PartRow, toStockEntryDto, toStockLevelDto } from "./part-row.js";
import { showsCosts } from "./part-service.js";
import {
  appendLedger,
  findEntries,
  findLocation,
  findScopedWorkOrder,
  type LedgerLine,
  ledgerPage,
  locationStockPage,
  onHandAt,
  stockLevels,
  toOrderPage,
  usedOnWorkOrder,
  workOrderEntries,
  workOrderPartLines,
} from "./stock-repository.js";

/**
 * Every change of stock (docs/decisions/030-parts-and-stock.md): one transaction that checks the part and the
 * locations, appends the ledger rows (the database moves on-hand with them) and answers where stock now stands.
 */

export type LockedPart = { id: string; unit: PartUnit; unit_cost: number };

export interface ChangeSteps {
  /** The part's lock: SHARE lets uses run side by side; a count takes UPDATE to read a settled quantity. */
  lock?: "SHARE" | "UPDATE";
  /** The quantity the request names, checked against the part's unit ('each' takes whole numbers). */
  quantity: { field: string; value: number };
  locationIds: string[];
  /** The rows to append, once the part and locations are known to be the organization's. */
  lines: (tx: Database, part: LockedPart) => Promise<LedgerLine[]>;
  after?: (tx: Database, part: LockedPart) => Promise<void>;
}

export async function changeStock(
  db: Database,
  user: AuthenticatedUser,
  partId: string,
  steps: ChangeSteps,
): Promise<StockChange> {
  const ids = await db.transaction(async (tx) => {
    const part = await lockPart(tx, user.organizationId, partId, steps.lock ?? "SHARE");
    if (!part) throw notFound(PART_MESSAGES.notFound);
    for (const locationId of steps.locationIds) {
      if (!(await findLocation(tx, user.organizationId, locationId)))
        throw notFound(PART_MESSAGES.locationNotFound);
    }
    if (part.archived_at) throw new AppError("PART_ARCHIVED", PART_MESSAGES.archived, 409);
    if (!quantityFitsUnit(part.unit, steps.quantity.value)) {
      throw new AppError("VALIDATION_ERROR", PART_MESSAGES.wholeQuantity, 400, [
        { path: steps.quantity.field, message: PART_MESSAGES.wholeQuantity },
      ]);
    }
    const lines = await steps.lines(tx, part);
    const ids = await appendLedger(tx, user.organizationId, user.id, lines);
    await recordPartsBelowMinimum(tx, user.organizationId, user.id, partId, lines);
    await steps.after?.(tx, part);
    return ids;
  });
  const [entries, levels] = await Promise.all([
    findEntries(db, ids),
    stockLevels(db, partId, steps.locationIds),
  ]);
  return {
    entries: entries.map((row) => toStockEntryDto(row, showsCosts(user))),
    stock: levels.map((row) => ({
      ...toStockLevelDto(row),
      belowZero: row.quantity < 0,
      belowMinimum: row.quantity <= row.min_stock && row.min_stock > 0,
    })),
  };
}

/** POST /parts/{id}/receive: in at a location, at the cost paid (which becomes the part's cost). */
export function receiveStock(db: Database, user: AuthenticatedUser, partId: string, input: ReceiveStock) {
  return changeStock(db, user, partId, {
    quantity: { field: "quantity", value: input.quantity },
    locationIds: [input.locationId],
    lines: async (_tx, part) => [
      {
        partId,
        locationId: input.locationId,
        kind: "RECEIVED",
        quantity: input.quantity,
        unitCost: input.unitCost ?? part.unit_cost,
      },
    ],
    after: async (tx) => {
      if (input.unitCost !== undefined) await setPartCost(tx, partId, input.unitCost);
    },
  });
}

/** POST /parts/{id}/count: records the difference between the count and the ledger, and clears the flag. */
export function countStock(db: Database, user: AuthenticatedUser, partId: string, input: CountStock) {
  return changeStock(db, user, partId, {
    lock: "UPDATE",
    quantity: { field: "countedQuantity", value: input.countedQuantity },
    locationIds: [input.locationId],
    lines: async (tx, part) => [
      {
        partId,
        locationId: input.locationId,
        kind: "COUNTED",
        quantity: input.countedQuantity - (await onHandAt(tx, partId, input.locationId)),
        unitCost: part.unit_cost,
        reason: input.reason,
      },
    ],
  });
}

/** POST /parts/{id}/move: out of one location and into another; a mechanic only to or from their own truck. */
export async function moveStock(db: Database, user: AuthenticatedUser, partId: string, input: MoveStock) {
  return changeStock(db, user, partId, {
    quantity: { field: "quantity", value: input.quantity },
    locationIds: [input.fromLocationId, input.toLocationId],
    lines: async (tx, part) => {
      if (!can(user.role, "parts.manage")) {
        const ends = await Promise.all(
          [input.fromLocationId, input.toLocationId].map((id) => findLocation(tx, user.organizationId, id)),
        );
        if (!ends.some((end) => end?.keeper_id === user.id)) {
          throw new AppError("NOT_YOUR_TRUCK", PART_MESSAGES.notYourTruck, 403);
        }
      }
      const line = { partId, quantity: input.quantity, unitCost: part.unit_cost };
      const lines: LedgerLine[] = [
        { ...line, locationId: input.fromLocationId, kind: "MOVED_OUT", quantity: -input.quantity },
        { ...line, locationId: input.toLocationId, kind: "MOVED_IN" },
      ];
      // On-hand rows in location order, so two moves in opposite directions never deadlock.
      return lines.sort((a, b) => a.locationId.localeCompare(b.locationId));
    },
  });
}

/**
 * One row on a work order the caller may work on (404 outside their scope, 409 once it is closed), from or
 * to one location: `cost` is what the row costs the job.
 */
async function changeOnWorkOrder(
  db: Database,
  user: AuthenticatedUser,
  workOrderId: string,
  input: WorkOrderPartInput,
  kind: "USED" | "RETURNED",
  cost: (tx: Database, part: LockedPart) => Promise<number>,
) {
  const openOrder = async (on: Database, lock: boolean) => {
    const order = await findScopedWorkOrder(on, workOrderScopeOf(user), workOrderId, lock);
    if (!order) throw notFound(WORK_ORDER_MESSAGES.notFound);
    if ((TERMINAL_WORK_ORDER_STATUSES as readonly string[]).includes(order.status)) {
      throw new AppError("WORK_ORDER_CLOSED", PART_MESSAGES.workOrderClosed, 409);
    }
  };
  await openOrder(db, false);
  return changeStock(db, user, input.partId, {
    quantity: { field: "quantity", value: input.quantity },
    locationIds: [input.locationId],
    lines: async (tx, part) => {
      // Checked again under a share lock: the job cannot be completed between the check and its row.
      await openOrder(tx, true);
      return [
        {
          partId: input.partId,
          locationId: input.locationId,
          kind,
          quantity: kind === "USED" ? -input.quantity : input.quantity,
          unitCost: await cost(tx, part),
          workOrderId,
        },
      ];
    },
  });
}

/**
 * POST /work-orders/{id}/parts: used on the job, at the part's cost now. Taking more than is on hand is
 * recorded all the same (two offline mechanics may both take the last one): stock goes below zero and the
 * part is flagged for a count; the answer says so.
 */
export function useParts(
  db: Database,
  user: AuthenticatedUser,
  workOrderId: string,
  input: WorkOrderPartInput,
) {
  return changeOnWorkOrder(db, user, workOrderId, input, "USED", async (_tx, part) => part.unit_cost);
}

/** POST /work-orders/{id}/parts/return: back to stock, at most what the job used, at what it cost the job. */
export function returnParts(
  db: Database,
  user: AuthenticatedUser,
  workOrderId: string,
  input: WorkOrderPartInput,
) {
  return changeOnWorkOrder(db, user, workOrderId, input, "RETURNED", async (tx, part) => {
    const used = await usedOnWorkOrder(tx, workOrderId, input.partId);
    if (input.quantity > used.net) {
      throw new AppError("RETURN_EXCEEDS_USE", PART_MESSAGES.returnMoreThanUsed, 409, [
        { path: "quantity", message: PART_MESSAGES.returnMoreThanUsed },
      ]);
    }
    return used.usedCost ?? part.unit_cost;
  });
}

/** GET /work-orders/{id}/parts: the job's parts and their cost (none for a caller who sees no costs). */
export async function workOrderParts(
  db: Database,
  user: AuthenticatedUser,
  workOrderId: string,
): Promise<WorkOrderParts> {
  const order = await findScopedWorkOrder(db, workOrderScopeOf(user), workOrderId);
  if (!order) throw notFound(WORK_ORDER_MESSAGES.notFound);
  const costs = showsCosts(user);
  const [lines, entries] = await Promise.all([
    workOrderPartLines(db, workOrderId),
    workOrderEntries(db, workOrderId),
  ]);
  const total = lines.reduce((sum, line) => sum + Math.round(line.cost * 100), 0) / 100;
  return {
    lines: lines.map((line) => ({
      partId: line.part_id,
      partNumber: line.part_number,
      name: line.name,
      unit: line.unit as PartRow["unit"],
      used: line.used,
      returned: line.returned,
      cost: costs ? line.cost : null,
    })),
    partsCost: costs ? total : null,
    entries: entries.map((row) => toStockEntryDto(row, costs)),
  };
}

/** GET /parts/{id}/ledger: newest first, paged like the other lists. */
export async function partLedger(
  db: Database,
  user: AuthenticatedUser,
  partId: string,
  query: { page: number; limit: number },
) {
  if (!(await partExists(db, user.organizationId, partId))) throw notFound(PART_MESSAGES.notFound);
  const { rows, counted } = await ledgerPage(db, partId, query.page, query.limit);
  return {
    entries: rows.map((row) => toStockEntryDto(row, showsCosts(user))),
    pagination: listPagination(query.page, query.limit, counted),
  };
}

/** GET /stock-locations/{id}/stock: a store's or a truck's parts; another organization's location is not found. */
export async function locationStock(
  db: Database,
  user: AuthenticatedUser,
  locationId: string,
  query: { page: number; limit: number },
) {
  if (!(await findLocation(db, user.organizationId, locationId)))
    throw notFound(PART_MESSAGES.locationNotFound);
  const { rows, counted } = await locationStockPage(
    db,
    user.organizationId,
    locationId,
    query.page,
    query.limit,
  );
  const items: LocationStockItem[] = rows.map((row) => ({
    partId: row.part_id,
    partNumber: row.part_number,
    name: row.name,
    unit: row.unit as PartRow["unit"],
    quantity: row.quantity,
    minStock: row.min_stock,
    locationMinStock: row.location_min_stock,
    needsCount: row.needs_count,
  }));
  return { items, pagination: listPagination(query.page, query.limit, counted) };
}

/** GET /parts/to-order. */
export async function toOrder(
  db: Database,
  user: AuthenticatedUser,
  query: { locationId?: string; page: number; limit: number },
) {
  const { rows, counted } = await toOrderPage(
    db,
    user.organizationId,
    query.locationId,
    query.page,
    query.limit,
  );
  const items: ToOrderItem[] = rows.map((row) => ({
    partId: row.part_id,
    partNumber: row.part_number,
    name: row.name,
    unit: row.unit as PartRow["unit"],
    locationId: row.location_id,
    locationName: row.location_name,
    onHand: row.on_hand,
    minStock: row.min_stock,
    reorderQty: row.reorder_qty,
    suggestedQuantity: row.suggested_quantity,
    needsCount: row.needs_count,
  }));
  return { items, pagination: listPagination(query.page, query.limit, counted) };
}
