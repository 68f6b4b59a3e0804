import {
  inspectionSignatureContent,
  SIGNATURE_LIMITS,
  signatureHash,
  signatureInputSchema,
} from "@mnx/domain";
import { describe, expect, it } from "vitest";
import { EMPTY_MARK, hasMark, makeSignature, pointFits } from "./signature-mark";

const SIGNER = "7d3f8b8e-4a5c-4c1e-9f3e-2f7a1b2c3d4e";
const content = inspectionSignatureContent({
  workOrderId: "11111111-1111-4111-8111-111111111111",
  items: [{ category: "Safety Systems", item: "Steering", status: "NEEDS_ATTENTION", notes: "Loose" }],
  hourMeterReading: 120,
});

describe("a signature made on the device", () => {
  it("is made by a stroke, or by a typed name only once confirmed", () => {
    expect(hasMark(EMPTY_MARK)).toBe(false);
    expect(hasMark({ ...EMPTY_MARK, typedName: "Jake Thornton" })).toBe(false);
    expect(hasMark({ ...EMPTY_MARK, typedName: "  ", confirmed: true })).toBe(false);
    expect(hasMark({ ...EMPTY_MARK, typedName: "Jake Thornton", confirmed: true })).toBe(true);
    expect(hasMark({ ...EMPTY_MARK, strokes: [[[1, 2]]] })).toBe(true);
  });

  it("carries the hash the server recomputes from the record, the signer, the time and the mark", async () => {
    const mark = { ...EMPTY_MARK, strokes: [[[1, 2] as const, [30, 40] as const]], typedName: " Jake " };
    const signature = await makeSignature("INSPECTION", content, SIGNER, mark);
    const parsed = signatureInputSchema.parse(signature);
    const expected = await signatureHash({
      step: "INSPECTION",
      content,
      signerId: SIGNER,
      signedAt: parsed.signedAt,
      mark: parsed,
    });
    expect(parsed.hash).toBe(expected);
    expect(parsed.hash).toMatch(/^[0-9a-f]{64}$/);
    // Another signer, or another record, hashes to something else.
    const other = await signatureHash({
      step: "INSPECTION",
      content,
      signerId: "x",
      signedAt: parsed.signedAt,
      mark: parsed,
    });
    expect(other).not.toBe(expected);
  });

  it("stops taking points at the caps the server holds it to", () => {
    const full = {
      ...EMPTY_MARK,
      strokes: [Array.from({ length: SIGNATURE_LIMITS.pointsPerStroke }, () => [0, 0] as const)],
    };
    expect(pointFits(full, false)).toBe(false);
    expect(pointFits(full, true)).toBe(true);
    const many = {
      ...EMPTY_MARK,
      strokes: Array.from({ length: SIGNATURE_LIMITS.strokes }, () => [[0, 0] as const]),
    };
    expect(pointFits(many, true)).toBe(false);
  });
});
