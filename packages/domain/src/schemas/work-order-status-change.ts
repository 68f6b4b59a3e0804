import { z } from "zod";
import { STATUS_NOTE_MAX } from "../constants.js";
import { WORK_ORDER_STATUSES } from "../enums.js";
import { optionalTrimmedText } from "./fields.js";

export const SELECT_STATUS_MESSAGE = "Please select a new status";

/**
 * The Work Order Details status update form (part 1, 2 "Modals"): a status is required, the note is optional
 * and omitted when blank. Its value is a PATCH /work-orders/{id} body; the state machine checks the move.
 */
export const statusChangeSchema = z.object({
  status: z.enum(WORK_ORDER_STATUSES, { error: SELECT_STATUS_MESSAGE }),
  /** The history line's note (who, when, from, to, note); the work order's own notes are left as they are. */
  statusNote: optionalTrimmedText(STATUS_NOTE_MAX, `Note must be ${STATUS_NOTE_MAX} characters or less`),
});
export type StatusChangeInput = z.input<typeof statusChangeSchema>;
export type StatusChange = z.output<typeof statusChangeSchema>;
