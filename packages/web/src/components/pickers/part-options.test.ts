import type { Part } from "@mnx/domain";
import { describe, expect, it } from "vitest";
import { partOptions } from "./part-options";

const part = (id: string, partNumber: string): Part => ({
  id,
  partNumber,
  name: `Part ${partNumber}`,
  description: null,
  category: null,
  unit: "EACH",
  unitCost: 1,
  minStock: 0,
  reorderQty: 0,
  manufacturerPartNumber: null,
  supplierPartNumber: null,
  barcode: null,
  fits: [],
  archivedAt: null,
  onHand: 0,
  needsCount: false,
  createdAt: "2026-11-25T10:00:00.000Z",
  updatedAt: "2026-11-25T10:00:00.000Z",
});

describe("the part picker's items", () => {
  it("lists each part once, the first source's copy winning, in part-number order ignoring case", () => {
    const picked = { ...part("a", "flt-100"), onHand: 7 };
    const searched = [part("b", "HSE-20"), part("a", "FLT-100")];
    const first = [part("c", "BLT-5"), part("a", "FLT-100")];
    const items = partOptions([picked], searched, first);
    expect(items.map((item) => item.id)).toEqual(["c", "a", "b"]);
    expect(items.find((item) => item.id === "a")?.onHand).toBe(7);
  });

  it("takes missing sources (offline: no search answer; nothing picked)", () => {
    expect(partOptions(undefined, undefined, [part("c", "BLT-5")]).map((item) => item.id)).toEqual(["c"]);
    expect(partOptions(undefined, null, undefined)).toEqual([]);
  });
});
