import { describe, expect, it } from "vitest";
import { defectStatusChangeSchema } from "./schemas/defect.js";
import { inspectionSubmissionSchema } from "./schemas/inspection-submission.js";
import { inspectionRecordQuerySchema, signatureInputSchema } from "./schemas/signature.js";
import {
  defectSignatureStep,
  SIGNATURE_LIMITS,
  SIGNATURE_MESSAGES,
  sha256Hex,
  signatureCanonicalText,
  signaturePath,
} from "./signature-rules.js";

const base = { width: 300, height: 100, signedAt: "2026-11-28T10:00:00.000Z", hash: "a".repeat(64) };

describe("signatures (docs/decisions/043)", () => {
  it("hashes with SHA-256 in lowercase hex", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("binds the step, the content, the signer, the time (any offset, as UTC) and the mark in one canonical text", () => {
    const mark = { strokes: [[[1, 2] as const]], width: 300, height: 100 };
    const text = signatureCanonicalText({
      step: "INSPECTION",
      content: { a: 1 },
      signerId: "u1",
      signedAt: "2026-11-28T11:00:00+01:00",
      mark,
    });
    expect(text).toBe(
      '["mnx-signature-v1","INSPECTION",{"a":1},"u1","2026-11-28T10:00:00.000Z",[[[1,2]]],"",300,100]',
    );
  });

  it("signs only the certification (or no correction needed) and the acknowledgement of a defect", () => {
    expect(defectSignatureStep("CERTIFIED")).toBe("DEFECT_CERTIFICATION");
    expect(defectSignatureStep("NO_CORRECTION_NEEDED")).toBe("DEFECT_CERTIFICATION");
    expect(defectSignatureStep("ACKNOWLEDGED")).toBe("DEFECT_ACKNOWLEDGEMENT");
    expect(defectSignatureStep("REPAIRED")).toBeNull();
  });

  it("draws strokes as one SVG path; a lone point as a dot", () => {
    expect(
      signaturePath([
        [
          [1, 2],
          [3, 4],
        ],
        [[5, 6]],
      ]),
    ).toBe("M1 2L3 4M5 6L5.5 6");
  });

  it("needs a stroke or a confirmed typed name, within the caps", () => {
    const issue = (value: unknown) => signatureInputSchema.safeParse(value).error?.issues[0]?.message;
    expect(issue({ ...base, strokes: [] })).toBe(SIGNATURE_MESSAGES.markRequired);
    expect(issue({ ...base, typedName: "Jake", confirmed: false })).toBe(SIGNATURE_MESSAGES.markRequired);
    expect(issue({ ...base, typedName: "   ", confirmed: true })).toBe(SIGNATURE_MESSAGES.markRequired);
    expect(signatureInputSchema.safeParse({ ...base, typedName: "Jake", confirmed: true }).success).toBe(
      true,
    );
    expect(signatureInputSchema.safeParse({ ...base, strokes: [[[0, 0]]] }).success).toBe(true);
    expect(signatureInputSchema.safeParse({ ...base, strokes: [[[0.5, 0]]] }).success).toBe(false);
    expect(signatureInputSchema.safeParse({ ...base, strokes: [[[2001, 0]]] }).success).toBe(false);
    expect(signatureInputSchema.safeParse({ ...base, strokes: [[]] }).success).toBe(false);
    expect(signatureInputSchema.safeParse({ ...base, strokes: [[[0, 0]]], hash: "XYZ" }).success).toBe(false);
    const stroke = Array.from({ length: SIGNATURE_LIMITS.pointsPerStroke }, () => [1, 1]);
    const tooMany = Array.from(
      { length: SIGNATURE_LIMITS.points / SIGNATURE_LIMITS.pointsPerStroke + 1 },
      () => stroke,
    );
    expect(issue({ ...base, strokes: tooMany })).toBe(SIGNATURE_MESSAGES.tooManyPoints);
  });

  it("is optional on the inspection and the defect move (older queued writes)", () => {
    const submission = inspectionSubmissionSchema.shape.signature;
    expect(submission.safeParse(undefined).success).toBe(true);
    expect(defectStatusChangeSchema.safeParse({ status: "ACKNOWLEDGED" }).success).toBe(true);
  });

  it("exports a period of at most ten years, from before to", () => {
    expect(inspectionRecordQuerySchema.parse({ from: "2026-01-01", to: "2026-02-01" }).format).toBe("csv");
    expect(inspectionRecordQuerySchema.safeParse({ from: "2026-02-01", to: "2026-01-01" }).success).toBe(
      false,
    );
    expect(inspectionRecordQuerySchema.safeParse({ from: "2000-01-01", to: "2026-01-01" }).success).toBe(
      false,
    );
  });
});
