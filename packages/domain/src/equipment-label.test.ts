import { describe, expect, it } from "vitest";
import { EQUIPMENT_CODE_MAX, equipmentLabelUrl, readScannedLabel } from "./equipment-label.js";

const ID = "3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b";

describe("an equipment label's QR code", () => {
  it("holds this app's address of the machine", () => {
    expect(equipmentLabelUrl("https://fleet.example.com", ID)).toBe(
      `https://fleet.example.com/equipment/${ID}`,
    );
    expect(equipmentLabelUrl("http://192.168.1.20:3000/", ID)).toBe(
      `http://192.168.1.20:3000/equipment/${ID}`,
    );
  });

  it("opens the machine a label's URL names, on any address the label was printed from", () => {
    for (const origin of ["https://fleet.example.com", "http://localhost:3000", "http://192.168.1.20:3000"]) {
      expect(readScannedLabel(equipmentLabelUrl(origin, ID))).toEqual({ kind: "machine", id: ID });
    }
    expect(
      readScannedLabel(`  HTTPS://FLEET.EXAMPLE.COM/equipment/${ID.toUpperCase()}/?from=label \n`),
    ).toEqual({
      kind: "machine",
      id: ID,
    });
  });

  it("is no label of ours when it is another link", () => {
    for (const text of [
      "https://example.com/",
      `https://example.com/equipment/${ID}/edit`,
      "https://example.com/equipment/not-an-id",
      `ftp://example.com/equipment/${ID}`,
      `javascript://example.com/equipment/${ID}`,
      "http://[bad",
      "   ",
      "x".repeat(EQUIPMENT_CODE_MAX + 1),
    ]) {
      expect(readScannedLabel(text), text).toEqual({ kind: "unknown" });
    }
  });

  it("is a code for the server to look up when it is an older label's text or a typed number", () => {
    expect(readScannedLabel("MNX-SUMMIT-EX-101")).toEqual({ kind: "code", code: "MNX-SUMMIT-EX-101" });
    expect(readScannedLabel("  ex-101 ")).toEqual({ kind: "code", code: "ex-101" });
    expect(readScannedLabel("yard b/loader 17")).toEqual({ kind: "code", code: "yard b/loader 17" });
  });
});
