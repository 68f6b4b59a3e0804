import { z } from "zod";
import {
  SIGNATURE_LIMITS,
  SIGNATURE_MESSAGES,
  SIGNATURE_STEPS,
  type SignaturePoint,
} from "../signature-rules.js";
import { isoDateTimeSchema, optionalTrimmedText } from "./fields.js";

const coordinate = z.number().int().min(0).max(SIGNATURE_LIMITS.padSize);
const pointSchema = z.tuple([coordinate, coordinate]) as unknown as z.ZodType<SignaturePoint>;

/**
 * A signature as the device sends it (docs/decisions/043): strokes of points drawn on the pad (touch, mouse,
 * pen), or the typed name with 'I confirm' ticked; the signing time and the SHA-256 hash the device computed
 * of the canonical text (signatureCanonicalText). The server recomputes the hash and refuses a different one.
 */
export const signatureInputSchema = z
  .object({
    strokes: z
      .array(z.array(pointSchema).min(1).max(SIGNATURE_LIMITS.pointsPerStroke))
      .max(SIGNATURE_LIMITS.strokes)
      .default([]),
    width: z.number().int().min(1).max(SIGNATURE_LIMITS.padSize),
    height: z.number().int().min(1).max(SIGNATURE_LIMITS.padSize),
    typedName: optionalTrimmedText(100, "The typed name must be 100 characters or less"),
    confirmed: z.boolean().optional(),
    signedAt: isoDateTimeSchema,
    hash: z.string().regex(/^[0-9a-f]{64}$/, "The signature hash must be 64 hexadecimal characters"),
  })
  .refine((value) => value.strokes.length > 0 || (Boolean(value.typedName) && value.confirmed === true), {
    message: SIGNATURE_MESSAGES.markRequired,
    path: ["strokes"],
  })
  .refine(
    (value) => value.strokes.reduce((sum, stroke) => sum + stroke.length, 0) <= SIGNATURE_LIMITS.points,
    { message: SIGNATURE_MESSAGES.tooManyPoints, path: ["strokes"] },
  );
export type SignatureInput = z.input<typeof signatureInputSchema>;
export type SignatureData = z.output<typeof signatureInputSchema>;

/** A signature as answered: who signed which step when, the mark to draw, the hash that binds it. */
export const signatureSchema = z.object({
  id: z.uuid(),
  step: z.enum(SIGNATURE_STEPS),
  inspectionId: z.uuid().nullable(),
  defectId: z.uuid().nullable(),
  signer: z.object({ id: z.uuid(), name: z.string() }),
  typedName: z.string().nullable(),
  strokes: z.array(z.array(pointSchema)),
  width: z.number().int(),
  height: z.number().int(),
  signedAt: isoDateTimeSchema,
  hash: z.string(),
});
export type Signature = z.output<typeof signatureSchema>;
export const signatureListSchema = z.object({ signatures: z.array(signatureSchema) });

/** GET /equipment/{id}/inspection-record: a machine's inspections and defects for a period, as CSV or PDF. */
export const inspectionRecordQuerySchema = z
  .object({
    from: z.iso.date({ error: "From must be a date (YYYY-MM-DD)" }),
    to: z.iso.date({ error: "To must be a date (YYYY-MM-DD)" }),
    format: z.enum(["csv", "pdf"]).default("csv"),
  })
  .refine((value) => value.from <= value.to, { message: "From must be on or before To", path: ["to"] })
  .refine((value) => Date.parse(value.to) - Date.parse(value.from) <= 3_700 * 86_400_000, {
    message: "A period is at most ten years",
    path: ["from"],
  });
export type InspectionRecordQuery = z.output<typeof inspectionRecordQuerySchema>;
