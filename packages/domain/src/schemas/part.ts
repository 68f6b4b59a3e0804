import { z } from "zod";
import { PART_COST_COLUMN, STOCK_QUANTITY_COLUMN } from "../column-limits.js";
import {
  isoDateTimeSchema,
  numberInput,
  optionalIdInput,
  optionalTrimmedText,
  pageQuery,
  personRefSchema,
  queryBoolean,
  requiredText,
  storedDecimal,
} from "./fields.js";

/** Parts, stock locations and the stock ledger (docs/decisions/030-parts-and-stock.md). */

/** How a part is counted. The whole units take whole quantities only (no 0.5 of a filter). */
export const PART_UNITS = ["EACH", "PAIR", "SET", "LITRE", "METRE", "KILOGRAM"] as const;
export type PartUnit = (typeof PART_UNITS)[number];
export const WHOLE_PART_UNITS: readonly PartUnit[] = ["EACH", "PAIR", "SET"];

/** A shop's store, or a service truck that goes to the field (with the mechanic who keeps it). */
export const STOCK_LOCATION_KINDS = ["STORE", "TRUCK"] as const;
export type StockLocationKind = (typeof STOCK_LOCATION_KINDS)[number];

/** Every change of stock is one ledger row of one of these kinds; its quantity is signed (+ in, - out). */
export const STOCK_ENTRY_KINDS = [
  "RECEIVED",
  "USED",
  "RETURNED",
  "MOVED_OUT",
  "MOVED_IN",
  "COUNTED",
] as const;
export type StockEntryKind = (typeof STOCK_ENTRY_KINDS)[number];

export const PART_NUMBER_MAX = 100;
export const PART_NAME_MAX = 255;
export const PART_DESCRIPTION_MAX = 2000;
export const PART_CATEGORY_MAX = 100;
export const PART_CODE_MAX = 100;
export const PART_FITS_MAX_ITEMS = 50;
export const PART_FITS_ITEM_MAX = 100;
export const STOCK_LOCATION_NAME_MAX = 120;
export const STOCK_REASON_MAX = 500;
/** The largest quantity or unit cost one request may name (both columns hold less than 1,000,000,000). */
export const STOCK_QUANTITY_MAX = 1_000_000;
export const PART_UNIT_COST_MAX = 1_000_000;

export const PART_MESSAGES = {
  partNumberRequired: "Part number is required",
  partNumberTooLong: `Part number must be ${PART_NUMBER_MAX} characters or less`,
  nameRequired: "Part name is required",
  nameTooLong: `Part name must be ${PART_NAME_MAX} characters or less`,
  unit: `Unit must be one of ${PART_UNITS.join(", ")}`,
  unitCost: "Unit cost must be a number, 0 or more",
  unitCostTooLarge: `Unit cost must be ${PART_UNIT_COST_MAX.toLocaleString("en-US")} or less`,
  minStock: "Minimum stock must be a number, 0 or more",
  reorderQty: "Reorder quantity must be a number, 0 or more",
  quantity: "Quantity must be a number above 0",
  quantityTooLarge: `Quantity must be ${STOCK_QUANTITY_MAX.toLocaleString("en-US")} or less`,
  countedQuantity: "Counted quantity must be a number, 0 or more",
  wholeQuantity: "This part is counted in whole units: the quantity must be a whole number",
  reasonRequired: "Say why the stock is adjusted",
  reasonTooLong: `Reason must be ${STOCK_REASON_MAX} characters or less`,
  fitsTooMany: `A part lists at most ${PART_FITS_MAX_ITEMS} models or machines it fits`,
  fitsItemTooLong: `Each model or machine it fits must be ${PART_FITS_ITEM_MAX} characters or less`,
  locationRequired: "Choose a stock location",
  partRequired: "Choose a part",
  sameLocation: "Choose two different locations",
  locationNameRequired: "Location name is required",
  locationNameTooLong: `Location name must be ${STOCK_LOCATION_NAME_MAX} characters or less`,
  locationKind: `Location kind must be one of ${STOCK_LOCATION_KINDS.join(", ")}`,
  notFound: "Part not found",
  locationNotFound: "Stock location not found",
  keeperNotFound: "The keeper must be an active member of your organization",
  duplicatePartNumber: "A part with this part number already exists",
  duplicateBarcode: "A part with this barcode already exists",
  duplicateLocationName: "A stock location with this name already exists",
  archived:
    "This part is archived: it can no longer be received, used or moved. Restore it or choose another part.",
  alreadyArchived: "This part is already archived",
  workOrderClosed: "Parts can only be recorded on a work order that is not completed or cancelled",
  returnMoreThanUsed: "You cannot return more of this part than was used on this work order",
  notYourTruck: "Mechanics move stock only to or from the truck they keep",
  created: "Part added",
  updated: "Part updated",
  archivedDone: "Part archived",
  locationCreated: "Stock location added",
  locationUpdated: "Stock location updated",
  restored: "Part restored",
  notArchived: "This part is not archived",
  codeRequired: "Type a part number or barcode",
  codeTooLong: `A part number or barcode is ${PART_CODE_MAX} characters or less`,
  codeNotFound: "No part with this part number or barcode in your organization",
  received: "Stock received",
  counted: "Stock count recorded",
  moved: "Stock moved",
  used: "Part recorded on the work order",
  returned: "Part returned to stock",
  minimumSaved: "Minimum at this location saved",
  minimumCleared: "This location uses the part's minimum again",
} as const;

const optionalCode = (label: string) =>
  optionalTrimmedText(PART_CODE_MAX, `${label} must be ${PART_CODE_MAX} characters or less`);

/** A quantity as the ledger stores it (3 decimals), within what one request may name. */
const quantity = (message: string, min: "positive" | "zero") => {
  const base = z.number({ error: message });
  return storedDecimal(
    STOCK_QUANTITY_COLUMN,
    (min === "positive" ? base.positive(message) : base.min(0, message)).max(
      STOCK_QUANTITY_MAX,
      PART_MESSAGES.quantityTooLarge,
    ),
  );
};
const positiveQuantity = () => numberInput(quantity(PART_MESSAGES.quantity, "positive"));
const unitCost = () =>
  numberInput(
    storedDecimal(
      PART_COST_COLUMN,
      z
        .number({ error: PART_MESSAGES.unitCost })
        .min(0, PART_MESSAGES.unitCost)
        .max(PART_UNIT_COST_MAX, PART_MESSAGES.unitCostTooLarge),
    ),
  );

/** Whether `value` is a quantity the unit takes: whole units take whole numbers only. */
export const quantityFitsUnit = (unit: PartUnit, value: number) =>
  !WHOLE_PART_UNITS.includes(unit) || Number.isInteger(value);

/** Add / edit a part (POST /parts, PUT /parts/{id}). */
export const partFormSchema = z.object({
  partNumber: requiredText(
    PART_MESSAGES.partNumberRequired,
    PART_NUMBER_MAX,
    PART_MESSAGES.partNumberTooLong,
  ),
  name: requiredText(PART_MESSAGES.nameRequired, PART_NAME_MAX, PART_MESSAGES.nameTooLong),
  description: optionalTrimmedText(PART_DESCRIPTION_MAX),
  category: optionalTrimmedText(PART_CATEGORY_MAX),
  unit: z.enum(PART_UNITS, { error: PART_MESSAGES.unit }).default("EACH"),
  unitCost: unitCost().default(0),
  minStock: numberInput(quantity(PART_MESSAGES.minStock, "zero").default(0)),
  reorderQty: numberInput(quantity(PART_MESSAGES.reorderQty, "zero").default(0)),
  manufacturerPartNumber: optionalCode("Manufacturer part number"),
  supplierPartNumber: optionalCode("Supplier part number"),
  barcode: optionalCode("Barcode"),
  // A list, or a form's text with one per line; blank entries are dropped, as a form's empty lines.
  fits: z.preprocess(
    (value) => (typeof value === "string" ? value.split(/\r?\n/) : (value ?? [])),
    z
      .array(z.string().trim().max(PART_FITS_ITEM_MAX, PART_MESSAGES.fitsItemTooLong))
      .transform((items) => items.filter((item) => item !== ""))
      .pipe(z.array(z.string()).max(PART_FITS_MAX_ITEMS, PART_MESSAGES.fitsTooMany)),
  ),
});
export type PartFormInput = z.input<typeof partFormSchema>;
export type PartForm = z.output<typeof partFormSchema>;

/** One part and its stock over every location. Costs are null for a caller who may not see them. */
export const partSchema = z.object({
  id: z.uuid(),
  partNumber: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  unit: z.enum(PART_UNITS),
  unitCost: z.number().nullable(),
  minStock: z.number(),
  reorderQty: z.number(),
  manufacturerPartNumber: z.string().nullable(),
  supplierPartNumber: z.string().nullable(),
  barcode: z.string().nullable(),
  fits: z.array(z.string()),
  archivedAt: isoDateTimeSchema.nullable(),
  onHand: z.number(),
  needsCount: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Part = z.output<typeof partSchema>;

export const stockLevelSchema = z.object({
  locationId: z.uuid(),
  locationName: z.string(),
  locationKind: z.enum(STOCK_LOCATION_KINDS),
  quantity: z.number(),
  /** Stock went below zero (two uses of the last one): someone should count it. A count clears it. */
  needsCount: z.boolean(),
  /**
   * The minimum of this location (a truck's load, docs/decisions/036); null: the part's minimum applies. A copy
   * cached before locations had one reads as null.
   */
  minStock: z.number().nullable().default(null),
});
export type StockLevel = z.output<typeof stockLevelSchema>;

/**
 * PUT /parts/{id}/locations/{locationId}/minimum: the location's own minimum (0 or more; a whole number for a
 * whole unit), or null (a blank field) for the part's.
 */
export const locationMinimumSchema = z.object({
  minStock: z.preprocess(
    (value) => (value === null || (typeof value === "string" && value.trim() === "") ? null : value),
    numberInput(quantity(PART_MESSAGES.minStock, "zero")).nullable(),
  ),
});
export type LocationMinimumInput = z.input<typeof locationMinimumSchema>;
export type LocationMinimum = z.output<typeof locationMinimumSchema>;

/** GET /parts/{id}: the part and its on-hand quantity per location. */
export const partDetailSchema = partSchema.extend({ stock: z.array(stockLevelSchema) });
export type PartDetail = z.output<typeof partDetailSchema>;

/** GET /parts: search by part number, name or barcode; filter by category; archived ones only when asked. */
export const partListQuerySchema = z.object({
  search: z.string().trim().max(PART_NAME_MAX).optional(),
  category: z.string().trim().max(PART_CATEGORY_MAX).optional(),
  archived: queryBoolean().default(false),
  ...pageQuery(25),
});
export type PartListQuery = z.output<typeof partListQuerySchema>;

/**
 * GET /parts/by-code/{code}: a barcode (as printed: exact) or a part number (any case) typed or scanned; a
 * barcode match wins when one part's barcode is another's part number.
 */
/** /parts/{id}/locations/{locationId}/...: a part at one location. */
export const partLocationParamsSchema = z.object({
  id: z.uuid({ error: "Invalid id" }),
  locationId: z.uuid({ error: "Invalid id" }),
});

export const partCodeParamsSchema = z.object({
  code: z.string().trim().min(1, PART_MESSAGES.codeRequired).max(PART_CODE_MAX, PART_MESSAGES.codeTooLong),
});

/** GET /parts/categories: the categories the organization's parts use, in order (the list's filter). */
export const partCategoriesSchema = z.array(z.string());

/** Add (POST /stock-locations) or edit (PUT /stock-locations/{id}) a stock location. */
export const stockLocationFormSchema = z.object({
  name: requiredText(
    PART_MESSAGES.locationNameRequired,
    STOCK_LOCATION_NAME_MAX,
    PART_MESSAGES.locationNameTooLong,
  ),
  kind: z.enum(STOCK_LOCATION_KINDS, { error: PART_MESSAGES.locationKind }),
  keeperId: optionalIdInput(),
});
export type StockLocationForm = z.output<typeof stockLocationFormSchema>;

export const stockLocationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(STOCK_LOCATION_KINDS),
  keeper: personRefSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type StockLocation = z.output<typeof stockLocationSchema>;

const locationId = () => z.uuid({ error: PART_MESSAGES.locationRequired });

/** POST /parts/{id}/receive: stock in at a location, at its cost (the part's cost when not given). */
export const receiveStockSchema = z.object({
  locationId: locationId(),
  quantity: positiveQuantity(),
  unitCost: unitCost().optional(),
});
export type ReceiveStock = z.output<typeof receiveStockSchema>;

/** POST /parts/{id}/count: what was counted at a location; the ledger records the difference. */
export const countStockSchema = z.object({
  locationId: locationId(),
  countedQuantity: numberInput(quantity(PART_MESSAGES.countedQuantity, "zero")),
  reason: requiredText(PART_MESSAGES.reasonRequired, STOCK_REASON_MAX, PART_MESSAGES.reasonTooLong),
});
export type CountStock = z.output<typeof countStockSchema>;

/** POST /parts/{id}/move: from one location to another (a truck loads from the store, or gives back). */
export const moveStockSchema = z
  .object({ fromLocationId: locationId(), toLocationId: locationId(), quantity: positiveQuantity() })
  .refine((move) => move.fromLocationId !== move.toLocationId, {
    path: ["toLocationId"],
    message: PART_MESSAGES.sameLocation,
  });
export type MoveStock = z.output<typeof moveStockSchema>;

/** POST /work-orders/{id}/parts (used) and /work-orders/{id}/parts/return. */
export const workOrderPartSchema = z.object({
  partId: z.uuid({ error: PART_MESSAGES.partRequired }),
  locationId: locationId(),
  quantity: positiveQuantity(),
});
export type WorkOrderPartInput = z.output<typeof workOrderPartSchema>;

export const stockEntrySchema = z.object({
  id: z.uuid(),
  partId: z.uuid(),
  kind: z.enum(STOCK_ENTRY_KINDS),
  quantity: z.number(),
  unitCost: z.number().nullable(),
  location: z.object({ id: z.uuid(), name: z.string() }),
  workOrderId: z.uuid().nullable(),
  reason: z.string().nullable(),
  by: personRefSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type StockEntry = z.output<typeof stockEntrySchema>;

/** page and limit of a part's ledger and of a location's stock. */
export const stockPageQuerySchema = z.object({ ...pageQuery(50) });

/** A stock change's answer: the rows written and where the stock now stands at each location touched. */
export const stockChangeSchema = z.object({
  entries: z.array(stockEntrySchema),
  stock: z.array(
    stockLevelSchema.extend({
      /** Below zero: more was taken than the ledger holds; the part is flagged for a count. */
      belowZero: z.boolean(),
      /** At or below the part's minimum: it is on the 'to order' list. */
      belowMinimum: z.boolean(),
    }),
  ),
});
export type StockChange = z.output<typeof stockChangeSchema>;

/** GET /work-orders/{id}/parts: what the job used, net of returns, and its parts cost. */
export const workOrderPartsSchema = z.object({
  lines: z.array(
    z.object({
      partId: z.uuid(),
      partNumber: z.string(),
      name: z.string(),
      unit: z.enum(PART_UNITS),
      used: z.number(),
      returned: z.number(),
      cost: z.number().nullable(),
    }),
  ),
  partsCost: z.number().nullable(),
  entries: z.array(stockEntrySchema),
});
export type WorkOrderParts = z.output<typeof workOrderPartsSchema>;

/** GET /parts/to-order: each part at or below its minimum at a location, with a suggested quantity. */
export const toOrderItemSchema = z.object({
  partId: z.uuid(),
  partNumber: z.string(),
  name: z.string(),
  unit: z.enum(PART_UNITS),
  locationId: z.uuid(),
  locationName: z.string(),
  onHand: z.number(),
  minStock: z.number(),
  reorderQty: z.number(),
  suggestedQuantity: z.number(),
  needsCount: z.boolean(),
});
export type ToOrderItem = z.output<typeof toOrderItemSchema>;
export const toOrderQuerySchema = z.object({ locationId: optionalIdInput(), ...pageQuery(50) });

/** GET /stock-locations/{id}/stock: what a store or a truck holds, in part-number order. */
export const locationStockItemSchema = z.object({
  partId: z.uuid(),
  partNumber: z.string(),
  name: z.string(),
  unit: z.enum(PART_UNITS),
  quantity: z.number(),
  /** The minimum that applies here: the location's own (a truck's load, docs/decisions/036), else the part's. */
  minStock: z.number(),
  /** The location's own minimum; null: the part's applies. A copy cached before it was answered reads as null. */
  locationMinStock: z.number().nullable().default(null),
  needsCount: z.boolean(),
});
export type LocationStockItem = z.output<typeof locationStockItemSchema>;
