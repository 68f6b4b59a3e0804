import { describe, expect, it } from "vitest";
import { qrSelfCheck } from "./qr-self-check";

describe("QR encoder", () => {
  it("matches the standard's known answers and reads every sample back with error correction", () => {
    expect(qrSelfCheck()).toEqual([]);
  });
});
