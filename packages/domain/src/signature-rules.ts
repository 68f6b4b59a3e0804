/**
 * Signatures on inspection records (docs/decisions/043-signatures-and-the-record.md): the operator signs the
 * inspection, the mechanic signs the repair's certification (or that no correction is needed), the next operator
 * signs the acknowledgement. A signature is bound to what was signed by a SHA-256 hash of a canonical text: the
 * record's content, the signer's user id, the signing time and the mark itself (the strokes or the typed name).
 * The device computes it; the server computes it again from what it holds and refuses a different one.
 */
export const SIGNATURE_STEPS = ["INSPECTION", "DEFECT_CERTIFICATION", "DEFECT_ACKNOWLEDGEMENT"] as const;
export type SignatureStep = (typeof SIGNATURE_STEPS)[number];

/** Caps on a drawn mark: strokes, points per stroke, points in all, the pad's size in pixels. */
export const SIGNATURE_LIMITS = { strokes: 60, pointsPerStroke: 600, points: 6_000, padSize: 2_000 } as const;

/** A point of a stroke: whole pixels of the pad, [x, y]. */
export type SignaturePoint = readonly [number, number];

export interface SignatureMark {
  strokes: readonly (readonly SignaturePoint[])[];
  typedName?: string | undefined;
  width: number;
  height: number;
}

export const SIGNATURE_MESSAGES = {
  markRequired: "Draw your signature, or type your name and tick 'I confirm'",
  hashMismatch:
    "The signature does not match what was signed (the record, the signer or the time changed): sign again",
  futureTime: "The signing time is in the future",
  stepNotAllowed: "You may not sign this step",
  tooManyPoints: `A signature holds at most ${SIGNATURE_LIMITS.points} points`,
  recordSigned: "This record is signed and cannot be changed; a new record supersedes it",
  notFound: "Inspection not found",
} as const;

/** The signature's step for a defect move, or null for a move that is not signed. */
export function defectSignatureStep(status: string): SignatureStep | null {
  if (status === "CERTIFIED" || status === "NO_CORRECTION_NEEDED") return "DEFECT_CERTIFICATION";
  if (status === "ACKNOWLEDGED") return "DEFECT_ACKNOWLEDGEMENT";
  return null;
}

/**
 * What an inspection's signature covers: the work order, the checklist version (once templates exist), every
 * item with its result, note and reading, the operator's notes and the hour meter reading. The template fields are
 * optional, so a submission without them (the default 16 items) hashes them as null on both sides.
 */
export function inspectionSignatureContent(submission: {
  workOrderId: string;
  templateVersionId?: string | undefined;
  items: readonly {
    category: string;
    item: string;
    status: string;
    notes?: string | undefined;
    templateItemId?: string | undefined;
    reading?: number | null | undefined;
  }[];
  operatorNotes?: string | undefined;
  hourMeterReading?: number | null | undefined;
}): unknown {
  return {
    workOrderId: submission.workOrderId,
    templateVersionId: submission.templateVersionId ?? null,
    items: submission.items.map((entry) => [
      entry.category,
      entry.item,
      entry.status,
      entry.notes ?? "",
      entry.templateItemId ?? null,
      entry.reading ?? null,
    ]),
    operatorNotes: submission.operatorNotes ?? "",
    hourMeterReading: submission.hourMeterReading ?? null,
  };
}

/** What a defect move's signature covers: the defect, its item, the move and its note. */
export function defectSignatureContent(defect: {
  defectId: string;
  category: string;
  item: string;
  status: string;
  note?: string | undefined;
}): unknown {
  return {
    defectId: defect.defectId,
    item: [defect.category, defect.item],
    status: defect.status,
    note: defect.note ?? "",
  };
}

/** The canonical text that is hashed (one JSON array, fixed order, no spacing). */
export function signatureCanonicalText(input: {
  step: SignatureStep;
  content: unknown;
  signerId: string;
  signedAt: string;
  mark: SignatureMark;
}): string {
  return JSON.stringify([
    "mnx-signature-v1",
    input.step,
    input.content,
    input.signerId,
    new Date(input.signedAt).toISOString(),
    input.mark.strokes,
    input.mark.typedName ?? "",
    input.mark.width,
    input.mark.height,
  ]);
}

/** SHA-256 of the text in lowercase hex, with the platform's Web Crypto (the browser's and Node's alike). */
export async function sha256Hex(text: string): Promise<string> {
  // The domain builds without the DOM's or Node's types: the two globals it uses, as both platforms have them.
  const platform = globalThis as unknown as {
    crypto: { subtle: { digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer> } };
    TextEncoder: new () => { encode(text: string): Uint8Array };
  };
  const digest = await platform.crypto.subtle.digest("SHA-256", new platform.TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export const signatureHash = (input: Parameters<typeof signatureCanonicalText>[0]) =>
  sha256Hex(signatureCanonicalText(input));

/** An SVG path ('M x y L x y ...') of the strokes, for a screen or a document; a lone point is a dot. */
export function signaturePath(strokes: readonly (readonly SignaturePoint[])[]): string {
  return strokes
    .map((stroke) => {
      const [first, ...rest] = stroke;
      if (!first) return "";
      const tail = rest.length ? rest : [[first[0] + 0.5, first[1]] as const];
      return `M${first[0]} ${first[1]}${tail.map(([x, y]) => `L${x} ${y}`).join("")}`;
    })
    .join("");
}

/**
 * Records are kept (the app deletes none) at least as long as the organization's retention setting: default a
 * year, never under three months (49 CFR 396.11: at least three months), at most ten years.
 */
export const RECORD_RETENTION = { defaultMonths: 12, minMonths: 3, maxMonths: 120 } as const;
export const RETENTION_TOO_SHORT_MESSAGE =
  "Inspection records are kept at least 3 months (49 CFR 396.11); choose 3 months or more";

/**
 * What a periodic inspection's signature is bound to (docs/decisions/046): the same content as a daily one's,
 * with the inspection's id made on the device, its checklist version and its notes.
 */
export function periodicInspectionSignatureContent(submission: {
  id: string;
  templateVersionId: string;
  items: Parameters<typeof inspectionSignatureContent>[0]["items"];
  notes?: string | undefined;
}): unknown {
  return inspectionSignatureContent({
    workOrderId: submission.id,
    templateVersionId: submission.templateVersionId,
    items: submission.items,
    operatorNotes: submission.notes,
  });
}
