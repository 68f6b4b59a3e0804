import { describe, expect, it } from "vitest";
import { knownPartIn, savedPartIdIn } from "./part-cache";

const FILTER = {
  id: "33333333-3333-4333-8333-333333333333",
  partNumber: "1R-0750",
  name: "Fuel filter",
  unit: "EACH",
  minStock: 6,
  barcode: "0872410750015",
};
const HOSE_ITEM = {
  partId: "44444444-4444-4444-8444-444444444444",
  partNumber: "HOSE-R2-08",
  name: "Hydraulic hose",
  unit: "METRE",
  quantity: 10,
  minStock: 15,
  needsCount: false,
};

describe("the parts this device already knows", () => {
  const answers = [
    { parts: [FILTER], pagination: {} },
    { items: [HOSE_ITEM], pagination: {} },
    ["Filters", "Hoses"],
    undefined,
    { ...FILTER, stock: [] },
  ];

  it("finds a part by id in a list, a location's stock or a detail", () => {
    expect(knownPartIn(answers, FILTER.id)).toEqual({
      partNumber: "1R-0750",
      name: "Fuel filter",
      unit: "EACH",
      minStock: 6,
    });
    expect(knownPartIn(answers, HOSE_ITEM.partId)?.name).toBe("Hydraulic hose");
    expect(knownPartIn(answers, "nope")).toBeUndefined();
  });

  it("finds a code offline: the barcode as printed, else the part number in any case", () => {
    expect(savedPartIdIn(answers, "0872410750015")).toBe(FILTER.id);
    expect(savedPartIdIn(answers, "1r-0750")).toBe(FILTER.id);
    expect(savedPartIdIn(answers, "hose-r2-08")).toBe(HOSE_ITEM.partId);
    expect(savedPartIdIn(answers, "0872410750016")).toBeNull();
  });
});
