import { z } from "zod";
import { DEFECT_PAGE_SIZE } from "../constants.js";
import { DEFECT_MESSAGES, DEFECT_STATUSES, type DefectStatus } from "../defect-rules.js";
import { WORK_ORDER_PRIORITIES } from "../enums.js";
import {
  idSchema,
  isoDateTimeSchema,
  optionalIdInput,
  optionalTrimmedText,
  pageQuery,
  personRefSchema,
  queryBoolean,
  queryEnumList,
} from "./fields.js";
import { signatureInputSchema } from "./signature.js";
import { workOrderSchema } from "./work-order.js";

/** A defect as answered (docs/decisions/040): a failed item of a daily inspection, on its machine. */
export const defectSchema = z.object({
  id: z.uuid(),
  equipmentId: z.uuid(),
  equipment: z.object({ id: z.uuid(), equipmentNumber: z.string(), name: z.string() }),
  /** The daily inspection (an INSPECTION work order) whose failed item this is. */
  inspectionId: z.uuid().nullable(),
  /** The work order that repairs it: made from the defect, or an open one of the machine linked to it. */
  workOrderId: z.uuid().nullable(),
  category: z.string(),
  item: z.string(),
  /**
   * The checklist template item it was reported on (its id stays the same across the template's versions); null
   * for a defect reported before templates (docs/decisions/042).
   */
  templateItemId: z.uuid().nullable(),
  critical: z.boolean(),
  notes: z.string(),
  status: z.enum(DEFECT_STATUSES),
  reportedBy: personRefSchema.nullable(),
  reportedAt: isoDateTimeSchema,
  repairStartedAt: isoDateTimeSchema.nullable(),
  repairedAt: isoDateTimeSchema.nullable(),
  repairedBy: personRefSchema.nullable(),
  /** Who certified the repair, or that no correction is needed, and when. */
  certifiedAt: isoDateTimeSchema.nullable(),
  certifiedBy: personRefSchema.nullable(),
  /** The certification's note; with NO_CORRECTION_NEEDED, the reason (required). */
  certificationNote: z.string().nullable(),
  acknowledgedAt: isoDateTimeSchema.nullable(),
  acknowledgedBy: personRefSchema.nullable(),
  updatedAt: isoDateTimeSchema,
});
export type Defect = z.output<typeof defectSchema>;

/** GET /defects and GET /equipment/{id}/defects: newest first, page size 20. */
export const defectListQuerySchema = z.object({
  status: queryEnumList(DEFECT_STATUSES, {
    open: ["OPEN", "REPAIR_IN_PROGRESS", "REPAIRED", "CERTIFIED"],
    unsafe: ["OPEN", "REPAIR_IN_PROGRESS", "REPAIRED"],
  }).optional(),
  equipmentId: optionalIdInput("Invalid equipment id"),
  critical: queryBoolean().optional(),
  /** One checklist item's defects, on every version of its template. */
  templateItemId: optionalIdInput("Invalid checklist item id"),
  ...pageQuery(DEFECT_PAGE_SIZE),
});
export type DefectListQuery = z.output<typeof defectListQuerySchema>;

/** The statuses a person moves a defect to (REPAIR_IN_PROGRESS and REPAIRED also follow its work order). */
export const DEFECT_MANUAL_STATUSES = [
  "REPAIR_IN_PROGRESS",
  "REPAIRED",
  "CERTIFIED",
  "ACKNOWLEDGED",
  "NO_CORRECTION_NEEDED",
] as const satisfies readonly DefectStatus[];

/** POST /defects/{id}/status: a move of the state machine; no correction needed says why. */
export const defectStatusChangeSchema = z
  .object({
    status: z.enum(DEFECT_MANUAL_STATUSES, { error: DEFECT_MESSAGES.statusRequired }),
    note: optionalTrimmedText(1_000, DEFECT_MESSAGES.noteTooLong),
    /** The signer's signature of a certification (or no correction needed) or an acknowledgement (decision 043). */
    signature: signatureInputSchema.optional(),
  })
  .refine((value) => value.status !== "NO_CORRECTION_NEEDED" || Boolean(value.note), {
    message: DEFECT_MESSAGES.reasonRequired,
    path: ["note"],
  });
export type DefectStatusChangeInput = z.input<typeof defectStatusChangeSchema>;
export type DefectStatusChange = z.output<typeof defectStatusChangeSchema>;

/**
 * POST /defects/{id}/work-order: link an open work order of the machine (e.g. the operator's escalation), or
 * make a repair work order (INSPECTION_FOLLOWUP, PENDING; HIGH for a critical defect unless a priority is given).
 */
export const defectWorkOrderSchema = z.object({
  workOrderId: optionalIdInput("Invalid work order id"),
  priority: z.enum(WORK_ORDER_PRIORITIES).optional(),
});
export type DefectWorkOrderInput = z.input<typeof defectWorkOrderSchema>;
export type DefectWorkOrder = z.output<typeof defectWorkOrderSchema>;

export const defectIdParamsSchema = z.object({ id: idSchema("Invalid defect id") });

/** The answer of POST /defects/{id}/work-order: the defect and its repair work order. */
export const defectWithWorkOrderSchema = z.object({ defect: defectSchema, workOrder: workOrderSchema });
export type DefectWithWorkOrder = z.output<typeof defectWithWorkOrderSchema>;
