import { z } from "zod";
import { INSPECTION_ITEM_STATUSES, type InspectionItemStatus, type WorkOrderStatus } from "./enums.js";
import { isoDateTimeSchema } from "./schemas/fields.js";

/** The daily inspection checklist: 16 items in four categories (part 1, 9). */
export const INSPECTION_CATEGORIES = [
  "Engine & Fluids",
  "Safety Systems",
  "Operational Systems",
  "Visual Inspection",
] as const;
export type InspectionCategory = (typeof INSPECTION_CATEGORIES)[number];

export interface ChecklistEntry {
  category: InspectionCategory;
  item: string;
}

const entries = (category: InspectionCategory, items: string[]): ChecklistEntry[] =>
  items.map((item) => ({ category, item }));

export const INSPECTION_CHECKLIST: readonly ChecklistEntry[] = [
  ...entries("Engine & Fluids", ["Engine Oil", "Coolant", "Hydraulic Fluid", "Fuel & Water Separator"]),
  ...entries("Safety Systems", [
    "Seat Belt & ROPS/FOPS",
    "Warning Lights & Alarms",
    "Backup Alarm & Strobe",
    "Fire Extinguisher",
  ]),
  ...entries("Operational Systems", [
    "Service & Parking Brakes",
    "Steering",
    "Hydraulics",
    "Attachments & Quick-Connect",
  ]),
  ...entries("Visual Inspection", [
    "Tires/Tracks",
    "Fluid Leaks",
    "Structural Damage/Cracks",
    "Guards & Covers",
  ]),
];

/**
 * The items whose failure makes the machine unsafe to operate until the repair is certified
 * (docs/decisions/040): what stops or steers the machine, protects the operator and people around it, or
 * holds its load - after 49 CFR 396.7/396.11 (brakes, steering, tires) and OSHA 29 CFR 1926.601/602 (seat
 * belts and rollover protection, backup alarms) and 1926.1412 (structural defects). The other items are
 * repaired in the normal course: the machine may still run.
 */
export const CRITICAL_INSPECTION_ITEMS: readonly string[] = [
  "Safety Systems|Seat Belt & ROPS/FOPS",
  "Safety Systems|Backup Alarm & Strobe",
  "Operational Systems|Service & Parking Brakes",
  "Operational Systems|Steering",
  "Operational Systems|Hydraulics",
  "Operational Systems|Attachments & Quick-Connect",
  "Visual Inspection|Tires/Tracks",
  "Visual Inspection|Structural Damage/Cracks",
];

/** Whether a checklist item's failure makes the machine unsafe to operate. */
export const isCriticalInspectionItem = (entry: { category: string; item: string }) =>
  CRITICAL_INSPECTION_ITEMS.includes(`${entry.category}|${entry.item}`);

export const INCOMPLETE_INSPECTION_MESSAGE = "Please complete all inspection items before submitting.";

/**
 * An item's result. `category` is its section (the default template's four categories, or a template's own);
 * a template's item names its `templateItemId` and, for a reading, the value and unit (docs/decisions/042).
 */
export const inspectionItemSchema = z.object({
  category: z.string().min(1).max(100),
  item: z.string().min(1).max(100),
  status: z.enum(INSPECTION_ITEM_STATUSES),
  notes: z.string().trim().max(500).default(""),
  templateItemId: z.uuid().optional(),
  reading: z.number().finite().optional(),
  unit: z.string().max(20).optional(),
});
export type InspectionItem = z.output<typeof inspectionItemSchema>;

/** A fresh checklist for the form: every item NOT_CHECKED. */
export function emptyInspectionItems(): InspectionItem[] {
  return INSPECTION_CHECKLIST.map(({ category, item }) => ({
    category,
    item,
    status: "NOT_CHECKED",
    notes: "",
  }));
}

/** How a photo names the checklist item it shows ('Category|Item'). */
export const inspectionItemKey = (entry: { category: string; item: string }) =>
  `${entry.category}|${entry.item}`;

export const INSPECTION_OVERALL_RESULTS = ["PASS", "NEEDS_ATTENTION"] as const;
export type InspectionOverallResult = (typeof INSPECTION_OVERALL_RESULTS)[number];

export const inspectionSummarySchema = z.object({
  totalItems: z.number().int().min(0),
  itemsOK: z.number().int().min(0),
  itemsNeedingAttention: z.number().int().min(0),
  overallResult: z.enum(INSPECTION_OVERALL_RESULTS),
});
export type InspectionSummary = z.output<typeof inspectionSummarySchema>;

/** The inspection result, stored as JSON text in the work order's completionNotes (part 1, 3). */
export const inspectionResultSchema = z.object({
  /** The checklist version it was done with (absent on results from before templates). */
  templateVersionId: z.uuid().optional(),
  summary: inspectionSummarySchema,
  items: z.array(inspectionItemSchema),
  operatorNotes: z.string(),
  hourMeterReading: z.number().min(0).nullable(),
  completedAt: isoDateTimeSchema,
  completedBy: z.string(),
});
export type InspectionResult = z.output<typeof inspectionResultSchema>;

export function summarizeInspection(items: readonly { status: InspectionItemStatus }[]): InspectionSummary {
  const itemsOK = items.filter((entry) => entry.status === "OK").length;
  const itemsNeedingAttention = items.filter((entry) => entry.status === "NEEDS_ATTENTION").length;
  return {
    totalItems: items.length,
    itemsOK,
    itemsNeedingAttention,
    overallResult: itemsNeedingAttention > 0 ? "NEEDS_ATTENTION" : "PASS",
  };
}

/** All OK completes the inspection; anything needing attention waits for approval (part 1, 4). */
export function inspectionOutcomeStatus(
  summary: InspectionSummary,
): Extract<WorkOrderStatus, "COMPLETED" | "WAITING_APPROVAL"> {
  return summary.itemsNeedingAttention > 0 ? "WAITING_APPROVAL" : "COMPLETED";
}

/** Reads completionNotes back; null when it is not an inspection result ('Unable to display inspection results'). */
export function parseInspectionResult(text: string | null | undefined): InspectionResult | null {
  if (!text) return null;
  try {
    const parsed = inspectionResultSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
