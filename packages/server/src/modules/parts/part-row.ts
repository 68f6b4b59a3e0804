import type { Part, PartUnit, StockEntry, StockEntryKind, StockLevel, StockLocationKind } from "@mnx/domain";

export interface PartRow {
  id: string;
  part_number: string;
  name: string;
  description: string | null;
  category: string | null;
  unit: PartUnit;
  unit_cost: number;
  min_stock: number;
  reorder_qty: number;
  manufacturer_part_number: string | null;
  supplier_part_number: string | null;
  barcode: string | null;
  fits: string[];
  archived_at: Date | null;
  on_hand: number;
  needs_count: boolean;
  created_at: Date;
  updated_at: Date;
}

/** A part with its stock summed over every location (stock_on_hand: one row per location, never the ledger). */
export const PART_SELECT = `
  SELECT p.id, p.part_number, p.name, p.description, p.category, p.unit, p.unit_cost, p.min_stock,
         p.reorder_qty, p.manufacturer_part_number, p.supplier_part_number, p.barcode,
         array_to_json(p.fits) AS fits, p.archived_at, COALESCE(s.on_hand, 0)::float8 AS on_hand,
         COALESCE(s.needs_count, false) AS needs_count, p.created_at, p.updated_at
  FROM parts p
  LEFT JOIN LATERAL (
    SELECT sum(h.quantity) AS on_hand, bool_or(h.needs_count) AS needs_count
    FROM stock_on_hand h WHERE h.part_id = p.id
  ) s ON true`;

/** `showCosts` false: the caller's role sees no costs (an operator), so they are null. */
export function toPartDto(row: PartRow, showCosts: boolean): Part {
  return {
    id: row.id,
    partNumber: row.part_number,
    name: row.name,
    description: row.description,
    category: row.category,
    unit: row.unit,
    unitCost: showCosts ? row.unit_cost : null,
    minStock: row.min_stock,
    reorderQty: row.reorder_qty,
    manufacturerPartNumber: row.manufacturer_part_number,
    supplierPartNumber: row.supplier_part_number,
    barcode: row.barcode,
    fits: row.fits,
    archivedAt: row.archived_at?.toISOString() ?? null,
    onHand: row.on_hand,
    needsCount: row.needs_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export interface StockLevelRow {
  location_id: string;
  location_name: string;
  location_kind: StockLocationKind;
  quantity: number;
  needs_count: boolean;
  /** The location's own minimum (docs/decisions/036); null: the part's. */
  location_min_stock: number | null;
}

export const toStockLevelDto = (row: StockLevelRow): StockLevel => ({
  locationId: row.location_id,
  locationName: row.location_name,
  locationKind: row.location_kind,
  quantity: row.quantity,
  needsCount: row.needs_count,
  minStock: row.location_min_stock,
});

export interface StockEntryRow {
  id: string;
  part_id: string;
  kind: StockEntryKind;
  quantity: number;
  unit_cost: number;
  location_id: string;
  location_name: string;
  work_order_id: string | null;
  reason: string | null;
  by_id: string | null;
  by_first_name: string | null;
  by_last_name: string | null;
  created_at: Date;
}

export const STOCK_ENTRY_SELECT = `
  SELECT l.id, l.part_id, l.kind, l.quantity, l.unit_cost, l.location_id, sl.name AS location_name,
         l.work_order_id, l.reason, u.id AS by_id, u.first_name AS by_first_name, u.last_name AS by_last_name,
         l.created_at
  FROM stock_ledger l
  JOIN stock_locations sl ON sl.id = l.location_id
  LEFT JOIN users u ON u.id = l.created_by_id`;

export function toStockEntryDto(row: StockEntryRow, showCosts: boolean): StockEntry {
  return {
    id: row.id,
    partId: row.part_id,
    kind: row.kind,
    quantity: row.quantity,
    unitCost: showCosts ? row.unit_cost : null,
    location: { id: row.location_id, name: row.location_name },
    workOrderId: row.work_order_id,
    reason: row.reason,
    by:
      row.by_id && row.by_first_name !== null && row.by_last_name !== null
        ? { id: row.by_id, firstName: row.by_first_name, lastName: row.by_last_name }
        : null,
    createdAt: row.created_at.toISOString(),
  };
}
