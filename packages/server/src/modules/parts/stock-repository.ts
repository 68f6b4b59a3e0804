import {
  PART_MESSAGES,
  type StockEntryKind,
  type StockLocationForm,
  type StockLocationKind,
} from "@mnx/domain";
import { type WorkOrderScope, workOrderScopeCondition } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";
import { isUniqueViolation } from "../../db/sql-helpers.js";
import { AppError } from "../../errors.js";
import { cappedCount, pageWindow } from "../../paging.js";
import { STOCK_ENTRY_SELECT, type StockEntryRow, type StockLevelRow } from "./part-row.js";

/** Stock locations, the ledger and the on-hand counter (docs/decisions/030-parts-and-stock.md). */

export interface LocationRow {
  id: string;
  name: string;
  kind: StockLocationKind;
  keeper_id: string | null;
  keeper_first_name: string | null;
  keeper_last_name: string | null;
  created_at: Date;
}

const LOCATION_SELECT = `
  SELECT sl.id, sl.name, sl.kind, sl.keeper_id, u.first_name AS keeper_first_name,
         u.last_name AS keeper_last_name, sl.created_at
  FROM stock_locations sl LEFT JOIN users u ON u.id = sl.keeper_id`;

export function listLocations(db: Database, organizationId: string) {
  return db.query<LocationRow>(
    `${LOCATION_SELECT} WHERE sl.organization_id = $1 ORDER BY sl.kind, sl.name, sl.id`,
    [organizationId],
  );
}

export function findLocation(db: Database, organizationId: string, id: string) {
  return db.one<LocationRow>(`${LOCATION_SELECT} WHERE sl.organization_id = $1 AND sl.id = $2`, [
    organizationId,
    id,
  ]);
}

function asLocationConflict(error: unknown): never {
  if (isUniqueViolation(error, "stock_locations_name_unique")) {
    throw new AppError("STOCK_LOCATION_NAME_TAKEN", PART_MESSAGES.duplicateLocationName, 409, [
      { path: "name", message: PART_MESSAGES.duplicateLocationName },
    ]);
  }
  throw error;
}

const ACTIVE_KEEPER = `($4::uuid IS NULL
  OR EXISTS (SELECT 1 FROM users WHERE id = $4::uuid AND organization_id = $1 AND status = 'ACTIVE'))`;

/** Adds a location; its keeper must be an active member of the organization (else no row: undefined). */
export async function insertLocation(tx: Database, organizationId: string, form: StockLocationForm) {
  try {
    const row = await tx.one<{ id: string }>(
      `INSERT INTO stock_locations (organization_id, name, kind, keeper_id)
       SELECT $1, $2, $3, $4::uuid WHERE ${ACTIVE_KEEPER}
       RETURNING id`,
      [organizationId, form.name, form.kind, form.keeperId ?? null],
    );
    return row?.id;
  } catch (error) {
    asLocationConflict(error);
  }
}

/**
 * Replaces a location's name, kind and keeper; the keeper must be an active member of the organization. Answers
 * whether a row changed (false: no such location here, or a keeper who is not).
 */
export async function updateLocation(
  tx: Database,
  organizationId: string,
  id: string,
  form: StockLocationForm,
): Promise<boolean> {
  try {
    const rows = await tx.query(
      `UPDATE stock_locations SET name = $3, kind = $5, keeper_id = $4::uuid, updated_at = now()
       WHERE organization_id = $1 AND id = $2 AND ${ACTIVE_KEEPER}
       RETURNING id`,
      [organizationId, id, form.name, form.keeperId ?? null, form.kind],
    );
    return rows.length > 0;
  } catch (error) {
    asLocationConflict(error);
  }
}

export interface LedgerLine {
  partId: string;
  locationId: string;
  kind: StockEntryKind;
  quantity: number;
  unitCost: number;
  workOrderId?: string;
  reason?: string;
  /** When it happened; now by default (the demo seed writes a history). */
  createdAt?: Date;
}

/**
 * Appends ledger rows in one statement; the trigger of migration 019 moves stock_on_hand with them, in this
 * transaction. Answers the new rows' ids in the order given.
 */
export async function appendLedger(
  tx: Database,
  organizationId: string,
  userId: string,
  lines: LedgerLine[],
): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO stock_ledger (organization_id, part_id, location_id, kind, quantity, unit_cost, work_order_id,
       reason, created_by_id, created_at)
     SELECT $1, l.part_id, l.location_id, l.kind, l.quantity, l.unit_cost, l.work_order_id, l.reason, $2,
            COALESCE(l.created_at, now())
     FROM unnest($3::uuid[], $4::uuid[], $5::text[], $6::numeric[], $7::numeric[], $8::uuid[], $9::text[],
                 $10::timestamptz[])
       WITH ORDINALITY AS l(part_id, location_id, kind, quantity, unit_cost, work_order_id, reason, created_at, n)
     ORDER BY l.n
     RETURNING id`,
    [
      organizationId,
      userId,
      lines.map((line) => line.partId),
      lines.map((line) => line.locationId),
      lines.map((line) => line.kind),
      lines.map((line) => line.quantity),
      lines.map((line) => line.unitCost),
      lines.map((line) => line.workOrderId ?? null),
      lines.map((line) => line.reason ?? null),
      lines.map((line) => line.createdAt ?? null),
    ],
  );
  return rows.map((row) => row.id);
}

/**
 * The part's stock at these locations (or at every location it has stock at), with the minimum that applies there
 * (the location's own, else the part's).
 */
export function stockLevels(db: Database, partId: string, locationIds?: string[]) {
  return db.query<StockLevelRow & { min_stock: number }>(
    `SELECT h.location_id, sl.name AS location_name, sl.kind AS location_kind, h.quantity::float8 AS quantity,
            h.needs_count, h.min_stock::float8 AS location_min_stock,
            COALESCE(h.min_stock, p.min_stock)::float8 AS min_stock
     FROM stock_on_hand h JOIN stock_locations sl ON sl.id = h.location_id JOIN parts p ON p.id = h.part_id
     WHERE h.part_id = $1 AND ($2::uuid[] IS NULL OR h.location_id = ANY($2::uuid[]))
     ORDER BY sl.kind, sl.name, sl.id`,
    [partId, locationIds ?? null],
  );
}

/** The quantity on hand of a part at a location (0 when nothing was ever recorded there). */
export async function onHandAt(tx: Database, partId: string, locationId: string): Promise<number> {
  const row = await tx.one<{ quantity: number }>(
    "SELECT quantity::float8 AS quantity FROM stock_on_hand WHERE part_id = $1 AND location_id = $2",
    [partId, locationId],
  );
  return row?.quantity ?? 0;
}

export function findEntries(db: Database, ids: string[]) {
  return db.query<StockEntryRow>(
    `${STOCK_ENTRY_SELECT} WHERE l.id = ANY($1::uuid[]) ORDER BY array_position($1::uuid[], l.id)`,
    [ids],
  );
}

/**
 * One page of the part's ledger, newest first, with the total counted up to one past the cap. The page's ids
 * come from the part's index alone (a deep page skips 10,000 entries, not 10,000 rows), then its rows.
 */
export async function ledgerPage(db: Database, partId: string, page: number, limit: number) {
  const window = pageWindow(page, limit);
  const [rows, counted] = await Promise.all([
    db.query<StockEntryRow>(
      `WITH page AS (
         SELECT l.id, l.created_at FROM stock_ledger l WHERE l.part_id = $1
         ORDER BY l.created_at DESC, l.id DESC LIMIT ${window.limit} OFFSET ${window.offset})
       ${STOCK_ENTRY_SELECT} JOIN page ON page.id = l.id ORDER BY page.created_at DESC, page.id DESC`,
      [partId],
    ),
    db.one<{ n: number }>(
      `SELECT ${cappedCount("SELECT 1 FROM stock_ledger l WHERE l.part_id = $1")}::int AS n`,
      [partId],
    ),
  ]);
  return { rows, counted: counted?.n ?? 0 };
}

/**
 * The work order if the caller may read it (their scope), with its status; undefined otherwise. With `lock`,
 * FOR SHARE in the caller's transaction: a completion (FOR UPDATE) waits for the stock change or comes first,
 * so no part is added to a job after its cost is final (docs/decisions/031-labour-and-costs.md).
 */
export function findScopedWorkOrder(db: Database, scope: WorkOrderScope, id: string, lock = false) {
  const params: unknown[] = [id];
  return db.one<{ id: string; status: string }>(
    `SELECT wo.id, wo.status FROM work_orders wo WHERE wo.id = $1 AND ${workOrderScopeCondition(scope, params)}
     ${lock ? "FOR SHARE OF wo" : ""}`,
    params,
  );
}

/** A work order's ledger rows, oldest first. */
export function workOrderEntries(db: Database, workOrderId: string) {
  return db.query<StockEntryRow>(
    `${STOCK_ENTRY_SELECT} WHERE l.work_order_id = $1 ORDER BY l.created_at, l.id`,
    [workOrderId],
  );
}

/** What a work order used of one part, net of returns, and the average cost of its uses (for a return). */
export async function usedOnWorkOrder(tx: Database, workOrderId: string, partId: string) {
  const row = await tx.one<{ net: number; used_cost: number | null }>(
    `SELECT COALESCE(-sum(quantity), 0)::float8 AS net,
            round(sum(quantity * unit_cost) FILTER (WHERE kind = 'USED')
                  / NULLIF(sum(quantity) FILTER (WHERE kind = 'USED'), 0), 2)::float8 AS used_cost
     FROM stock_ledger WHERE work_order_id = $1 AND part_id = $2`,
    [workOrderId, partId],
  );
  return { net: row?.net ?? 0, usedCost: row?.used_cost ?? null };
}

export interface ToOrderRow {
  part_id: string;
  part_number: string;
  name: string;
  unit: string;
  location_id: string;
  location_name: string;
  on_hand: number;
  min_stock: number;
  reorder_qty: number;
  suggested_quantity: number;
  needs_count: boolean;
}

/**
 * Each active part at or below its minimum at a location where it is stocked, or below zero there (taken
 * before it was received): suggested quantity is the reorder quantity, or at least what brings it back up to
 * the minimum. The state is kept on the on-hand row (`to_order`, migration 021); the page walks the locations
 * in name order and reads each one's rows in part-number order from its index (migration 041), up to the page's
 * end, so a page reads the locations before it and not the whole organization's stock.
 */
const NESTED_LOOPS_ONLY = "SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off";

export async function toOrderPage(
  db: Database,
  organizationId: string,
  locationId: string | undefined,
  page: number,
  limit: number,
) {
  const window = pageWindow(page, limit);
  const params = [organizationId, locationId ?? null];
  const [rows, counted] = await Promise.all([
    db.transaction(async (tx) => {
      // Each location's rows joined to their parts one by one (the planner would hash all 20,000 parts for
      // each location it visits: a deep page visits fifty). SET LOCAL: the settings end with the transaction.
      await tx.exec(NESTED_LOOPS_ONLY);
      return tx.query<ToOrderRow>(
        `SELECT t.part_id, t.part_number, t.name, t.unit, sl.id AS location_id, sl.name AS location_name, t.on_hand,
              t.min_stock, t.reorder_qty, t.suggested_quantity, t.needs_count
       FROM (SELECT id, name FROM stock_locations
             WHERE organization_id = $1 AND ($2::uuid IS NULL OR id = $2::uuid) ORDER BY name) sl
       CROSS JOIN LATERAL (
         SELECT p.id AS part_id, p.part_number, p.name, p.unit, h.quantity::float8 AS on_hand,
                COALESCE(h.min_stock, p.min_stock)::float8 AS min_stock, p.reorder_qty,
                GREATEST(p.reorder_qty, COALESCE(h.min_stock, p.min_stock) - h.quantity)::float8
                  AS suggested_quantity,
                h.needs_count
         FROM stock_on_hand h JOIN parts p ON p.id = h.part_id
         WHERE h.organization_id = $1 AND h.location_id = sl.id AND h.to_order
         ORDER BY h.part_number, h.part_id LIMIT ${window.offset + window.limit}) t
       ORDER BY sl.name, t.part_number, t.part_id LIMIT ${window.limit} OFFSET ${window.offset}`,
        params,
      );
    }),
    db.one<{ n: number }>(
      `SELECT ${cappedCount(
        `SELECT 1 FROM stock_on_hand h
         WHERE h.organization_id = $1 AND h.to_order AND ($2::uuid IS NULL OR h.location_id = $2::uuid)`,
      )}::int AS n`,
      params,
    ),
  ]);
  return { rows, counted: counted?.n ?? 0 };
}

export interface WorkOrderPartRow {
  part_id: string;
  part_number: string;
  name: string;
  unit: string;
  used: number;
  returned: number;
  cost: number;
}

/** A work order's parts, net of returns, each ledger row at its own cost to the cent (migration 020). */
export function workOrderPartLines(db: Database, workOrderId: string) {
  return db.query<WorkOrderPartRow>(
    `SELECT p.id AS part_id, p.part_number, p.name, p.unit,
            COALESCE(-sum(l.quantity) FILTER (WHERE l.kind = 'USED'), 0)::float8 AS used,
            COALESCE(sum(l.quantity) FILTER (WHERE l.kind = 'RETURNED'), 0)::float8 AS returned,
            sum(stock_ledger_row_cost(l.quantity, l.unit_cost))::float8 AS cost
     FROM stock_ledger l JOIN parts p ON p.id = l.part_id
     WHERE l.work_order_id = $1
     GROUP BY p.id, p.part_number, p.name, p.unit
     ORDER BY p.part_number, p.id`,
    [workOrderId],
  );
}

export interface LocationStockRow {
  part_id: string;
  part_number: string;
  name: string;
  unit: string;
  quantity: number;
  min_stock: number;
  location_min_stock: number | null;
  needs_count: boolean;
}

/**
 * One page of what a location holds (every part it has had stock of), in part-number order: a range of the
 * location's on-hand index, which keeps each part's number (migration 041): the page's parts are found from the
 * index alone (a deep page skips entries, where it sorted the store's every part), then their rows read.
 */
export async function locationStockPage(
  db: Database,
  organizationId: string,
  locationId: string,
  page: number,
  limit: number,
) {
  const window = pageWindow(page, limit);
  const params = [organizationId, locationId];
  const [rows, counted] = await Promise.all([
    db.query<LocationStockRow>(
      `SELECT p.id AS part_id, p.part_number, p.name, p.unit, h.quantity::float8 AS quantity,
              COALESCE(h.min_stock, p.min_stock)::float8 AS min_stock,
              h.min_stock::float8 AS location_min_stock, h.needs_count
       FROM (SELECT part_id, part_number FROM stock_on_hand
             WHERE organization_id = $1 AND location_id = $2
             ORDER BY part_number, part_id LIMIT ${window.limit} OFFSET ${window.offset}) page
       JOIN stock_on_hand h ON h.part_id = page.part_id AND h.location_id = $2
       JOIN parts p ON p.id = page.part_id AND p.organization_id = $1
       ORDER BY page.part_number, page.part_id`,
      params,
    ),
    db.one<{ n: number }>(
      `SELECT ${cappedCount("SELECT 1 FROM stock_on_hand h WHERE h.organization_id = $1 AND h.location_id = $2")}::int AS n`,
      params,
    ),
  ]);
  return { rows, counted: counted?.n ?? 0 };
}
