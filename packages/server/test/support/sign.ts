import { type SignatureStep, signatureHash } from "@mnx/domain";

export const STROKES = [
  [
    [10, 40],
    [30, 10],
    [50, 60],
    [80, 20],
  ],
  [[90, 45]],
] as [number, number][][];

/** A signature as the device makes it: the mark, the time, the hash of the canonical text. */
export async function sign(
  step: SignatureStep,
  content: unknown,
  signerId: string,
  mark: { strokes?: [number, number][][]; typedName?: string; confirmed?: boolean } = { strokes: STROKES },
) {
  const signedAt = new Date().toISOString();
  const full = { strokes: mark.strokes ?? [], width: 300, height: 100, typedName: mark.typedName };
  const hash = await signatureHash({ step, content, signerId, signedAt, mark: full });
  return { ...full, confirmed: mark.confirmed, signedAt, hash };
}
