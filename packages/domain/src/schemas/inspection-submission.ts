import { z } from "zod";
import type { InspectionItemStatus } from "../enums.js";
import {
  INCOMPLETE_INSPECTION_MESSAGE,
  INSPECTION_CHECKLIST,
  inspectionItemKey,
  inspectionItemSchema,
} from "../inspection-checklist.js";
import { idSchema, meterReadingInput, optionalNumberInput, optionalTrimmedText } from "./fields.js";
import { photoIdsSchema } from "./photo.js";
import { signatureInputSchema } from "./signature.js";

/*
 * The operator's submission of a daily inspection (POST /inspections/daily/submit), in a module of its own: the
 * field dashboards read the checklist's names and results at first paint, and only the checklist form needs this
 * schema and its signature (docs/decisions/034: first visits carry no form's schema).
 */

const isChecklistItem = (entry: { category: string; item: string }) =>
  INSPECTION_CHECKLIST.some((known) => known.category === entry.category && known.item === entry.item);

export const PHOTOS_ON_FAILED_ITEMS_ONLY = "Photos go with items that need attention";

/** A submitted item: photos (POST /photos answered their ids) only on an item that needs attention. */
export const submittedInspectionItemSchema = inspectionItemSchema
  .extend({
    photoIds: photoIdsSchema,
    reading: optionalNumberInput(z.number({ error: "Reading must be a number" }).finite()),
  })
  .refine((entry) => !entry.photoIds?.length || entry.status === "NEEDS_ATTENTION", {
    message: PHOTOS_ON_FAILED_ITEMS_ONLY,
    path: ["photoIds"],
  });
export type SubmittedInspectionItem = z.output<typeof submittedInspectionItemSchema>;

type MarkedItem = { category: string; item: string; status: InspectionItemStatus; templateItemId?: string };

/**
 * Every item marked, once. Without a template version (a phone from before templates, its submission queued):
 * the spec's 16 items, OK or NEEDS_ATTENTION. With one: each item names its template item; the server checks
 * them against that version (docs/decisions/042).
 */
export function isCompleteInspection(items: readonly MarkedItem[], templateVersionId: string | undefined) {
  if (items.some((entry) => entry.status === "NOT_CHECKED")) return false;
  if (templateVersionId === undefined)
    return (
      items.length === INSPECTION_CHECKLIST.length &&
      items.every((entry) => entry.status !== "NOT_APPLICABLE" && isChecklistItem(entry)) &&
      new Set(items.map(inspectionItemKey)).size === items.length
    );
  const ids = items.map((entry) => entry.templateItemId);
  return items.length > 0 && ids.every(Boolean) && new Set(ids).size === items.length;
}

/** What the operator submits (POST /inspections/daily/submit). */
export const inspectionSubmissionSchema = z
  .object({
    workOrderId: idSchema("Work order is required"),
    /** The checklist version the inspection was started with (absent: the default 16 items, as before). */
    templateVersionId: z.uuid().optional(),
    items: z.array(submittedInspectionItemSchema).max(800),
    operatorNotes: optionalTrimmedText(2_000, "Notes must be 2000 characters or less"),
    hourMeterReading: optionalNumberInput(
      meterReadingInput("Hour meter must be a valid number", "Hour meter cannot be negative"),
    ),
    /**
     * The operator's signature of the inspection (docs/decisions/043). Optional in the API so a submission
     * queued offline by an older app is still accepted; the app requires it for a new one.
     */
    signature: signatureInputSchema.optional(),
  })
  .refine((submission) => isCompleteInspection(submission.items, submission.templateVersionId), {
    message: INCOMPLETE_INSPECTION_MESSAGE,
    path: ["items"],
  });
export type InspectionSubmissionInput = z.input<typeof inspectionSubmissionSchema>;
export type InspectionSubmission = z.output<typeof inspectionSubmissionSchema>;
