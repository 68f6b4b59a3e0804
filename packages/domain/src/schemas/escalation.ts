import { z } from "zod";
import {
  ESCALATION_DESCRIPTION_MAX,
  ESCALATION_DESCRIPTION_MIN,
  ESCALATION_TITLE_MAX,
} from "../constants.js";
import { ESCALATION_SEVERITIES, ISSUE_TYPES } from "../enums.js";
import { idSchema, optionalTrimmedText } from "./fields.js";
import { photoIdsSchema } from "./photo.js";

/**
 * Escalate Equipment Issue form / POST /work-orders/escalate (part 1, 3 and 5). Text is trimmed. The server
 * applies severityAfterRules, escalationWorkOrderType and escalationIsEmergency to the parsed value.
 */
export const escalationSchema = z.object({
  equipmentId: idSchema("Equipment selection is required"),
  issueType: z.enum(ISSUE_TYPES, { error: "Issue type is required" }),
  severity: z.enum(ESCALATION_SEVERITIES, { error: "Severity is required" }).default("MEDIUM"),
  title: z
    .string({ error: "Issue title is required" })
    .trim()
    .min(1, "Issue title is required")
    .max(ESCALATION_TITLE_MAX, "Title must be 200 characters or less"),
  description: z
    .string({ error: "Detailed description is required" })
    .trim()
    .min(1, { error: "Detailed description is required", abort: true })
    .min(ESCALATION_DESCRIPTION_MIN, "Description must be at least 10 characters")
    .max(ESCALATION_DESCRIPTION_MAX, "Description must be 2000 characters or less"),
  operatorLocation: optionalTrimmedText(255, "Location must be 255 characters or less"),
  equipmentInoperable: z.boolean().default(false),
  safetyConcern: z.boolean().default(false),
  immediateAttentionRequired: z.boolean().default(false),
  /** Defaults to the signed-in user's email (filled by the form or the server). */
  operatorContactInfo: optionalTrimmedText(255, "Contact information must be 255 characters or less"),
  /** Photos uploaded first (POST /photos), attached to the new work order (docs/decisions/021). */
  photoIds: photoIdsSchema,
});
export type EscalationInput = z.input<typeof escalationSchema>;
export type Escalation = z.output<typeof escalationSchema>;
