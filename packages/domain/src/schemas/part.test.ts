import { describe, expect, it } from "vitest";
import {
  countStockSchema,
  moveStockSchema,
  PART_MESSAGES,
  partFormSchema,
  quantityFitsUnit,
  receiveStockSchema,
  workOrderPartSchema,
} from "./part.js";

const ID = "7d1c1f3e-3a57-4c55-9a4e-6f1b9f0e1a11";
const OTHER_ID = "0b7e8f4a-1d2c-4e5f-8a9b-1c2d3e4f5a6b";
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("parts and stock schemas", () => {
  it("a part takes its defaults and trims its text; blank codes are not given", () => {
    const part = partFormSchema.parse({
      partNumber: " AB-12 ",
      name: "Oil filter",
      barcode: "",
      unitCost: "12.345",
    });
    expect(part).toMatchObject({ partNumber: "AB-12", unit: "EACH", unitCost: 12.35, minStock: 0, fits: [] });
    expect(part.barcode).toBeUndefined();
  });

  it("takes what it fits as a list or as a form's text, one per line", () => {
    const base = { partNumber: "A-1", name: "Filter" };
    expect(partFormSchema.parse({ ...base, fits: "CAT 320\n\n  CAT 336 \r\n" }).fits).toEqual([
      "CAT 320",
      "CAT 336",
    ]);
    expect(partFormSchema.parse({ ...base, fits: ["CAT 320", " "] }).fits).toEqual(["CAT 320"]);
    expect(partFormSchema.parse(base).fits).toEqual([]);
  });

  it("refuses what the columns cannot hold, with the field's own message", () => {
    expect(messages(partFormSchema.safeParse({ partNumber: "", name: "x", unitCost: -1 }))).toEqual([
      PART_MESSAGES.partNumberRequired,
      PART_MESSAGES.unitCost,
    ]);
    expect(messages(partFormSchema.safeParse({ partNumber: "A", name: "x", unit: "BARREL" }))).toEqual([
      PART_MESSAGES.unit,
    ]);
    expect(messages(partFormSchema.safeParse({ partNumber: "A", name: "x", unitCost: 2_000_000 }))).toEqual([
      PART_MESSAGES.unitCostTooLarge,
    ]);
  });

  it("quantities are above 0 as stored (3 decimals), a count may be 0, and a count needs a reason", () => {
    for (const quantity of [0, -1, 0.0004, "abc"]) {
      expect(
        workOrderPartSchema.safeParse({ partId: ID, locationId: ID, quantity }).success,
        String(quantity),
      ).toBe(false);
    }
    expect(receiveStockSchema.parse({ locationId: ID, quantity: "2.5" }).quantity).toBe(2.5);
    expect(
      countStockSchema.safeParse({ locationId: ID, countedQuantity: 0, reason: "Shelf count" }).success,
    ).toBe(true);
    expect(messages(countStockSchema.safeParse({ locationId: ID, countedQuantity: 1, reason: " " }))).toEqual(
      [PART_MESSAGES.reasonRequired],
    );
  });

  it("a move needs two different locations", () => {
    expect(
      messages(moveStockSchema.safeParse({ fromLocationId: ID, toLocationId: ID, quantity: 1 })),
    ).toEqual([PART_MESSAGES.sameLocation]);
    expect(
      moveStockSchema.safeParse({ fromLocationId: ID, toLocationId: OTHER_ID, quantity: 1 }).success,
    ).toBe(true);
  });

  it("whole units take whole quantities only", () => {
    expect(quantityFitsUnit("EACH", 2)).toBe(true);
    expect(quantityFitsUnit("EACH", 1.5)).toBe(false);
    expect(quantityFitsUnit("SET", 0.5)).toBe(false);
    expect(quantityFitsUnit("LITRE", 1.5)).toBe(true);
  });
});
