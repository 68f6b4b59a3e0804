import {
  SIGNATURE_LIMITS,
  type SignatureData,
  type SignaturePoint,
  type SignatureStep,
  signatureHash,
} from "@mnx/domain";

/** What the signer has made on the pad so far: strokes drawn, or a typed name and 'I confirm'. */
export interface SignatureMarkValue {
  strokes: SignaturePoint[][];
  width: number;
  height: number;
  typedName: string;
  confirmed: boolean;
}

export const EMPTY_MARK: SignatureMarkValue = {
  strokes: [],
  width: 300,
  height: 150,
  typedName: "",
  confirmed: false,
};

/** A signature is made: something drawn, or a name typed and confirmed. */
export const hasMark = (mark: SignatureMarkValue) =>
  mark.strokes.length > 0 || (mark.typedName.trim() !== "" && mark.confirmed);

/** Whether one more point fits the caps the server holds the signature to (decision 043). */
export function pointFits(mark: SignatureMarkValue, newStroke: boolean): boolean {
  const points = mark.strokes.reduce((sum, stroke) => sum + stroke.length, 0);
  if (points >= SIGNATURE_LIMITS.points) return false;
  if (newStroke) return mark.strokes.length < SIGNATURE_LIMITS.strokes;
  return (mark.strokes.at(-1)?.length ?? 0) < SIGNATURE_LIMITS.pointsPerStroke;
}

/**
 * The signature the device sends: the mark, the signing time, and the SHA-256 of the canonical text of what is
 * signed (the record's content, the signer's id, the time, the mark), computed here so it holds offline too.
 */
export async function makeSignature(
  step: SignatureStep,
  content: unknown,
  signerId: string,
  mark: SignatureMarkValue,
): Promise<SignatureData> {
  const signedAt = new Date().toISOString();
  const typedName = mark.typedName.trim() || undefined;
  const strokes = mark.strokes;
  const hash = await signatureHash({
    step,
    content,
    signerId,
    signedAt,
    mark: { strokes, typedName, width: mark.width, height: mark.height },
  });
  return {
    strokes: strokes.map((stroke) => [...stroke]),
    width: mark.width,
    height: mark.height,
    typedName,
    confirmed: mark.confirmed,
    signedAt,
    hash,
  };
}
