import { describe, expect, it } from "vitest";
import { CURRENCY_CODES, currencyCodeSchema, formatMoney, isCurrencyCode } from "./currency.js";
import { labourLineInputSchema, labourRateInputSchema } from "./schemas/labour.js";

describe("the organization's currency", () => {
  it("knows the codes in circulation, three capitals each, once", () => {
    expect(CURRENCY_CODES.length).toBeGreaterThan(150);
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    expect(CURRENCY_CODES.every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
    for (const code of ["USD", "EUR", "GBP", "CAD", "JPY", "IDR"]) expect(isCurrencyCode(code)).toBe(true);
    for (const code of ["usd", "XAU", "XTS", "ABC", ""]) expect(isCurrencyCode(code)).toBe(false);
  });

  it("reads any case and spaces around, and names the field's rule otherwise", () => {
    expect(currencyCodeSchema.parse(" eur ")).toBe("EUR");
    expect(currencyCodeSchema.safeParse("EURO").success).toBe(false);
    expect(currencyCodeSchema.safeParse(978).success).toBe(false);
  });

  it("writes amounts to the cent, with the currency's sign when there is one", () => {
    expect(formatMoney(1234.5, "USD")).toBe("$1,234.50");
    expect(formatMoney(1234.5, "EUR")).toBe("€1,234.50");
    expect(formatMoney(0, "JPY")).toBe("¥0.00");
    expect(formatMoney(1234.5, null)).toBe("1,234.50");
  });
});

describe("labour input", () => {
  it("takes hours above 0 up to a day, to the hundredth", () => {
    expect(labourLineInputSchema.parse({ hours: "1.255" })).toMatchObject({ hours: 1.26 });
    for (const hours of [0, -1, 24.01, "x", undefined]) {
      expect(labourLineInputSchema.safeParse({ hours }).success, String(hours)).toBe(false);
    }
  });

  it("a rate is a number from 0, or null (a blank field) to clear it", () => {
    expect(labourRateInputSchema.parse({ hourlyRate: "42.5" })).toEqual({ hourlyRate: 42.5 });
    expect(labourRateInputSchema.parse({ hourlyRate: "" })).toEqual({ hourlyRate: null });
    expect(labourRateInputSchema.parse({ hourlyRate: null })).toEqual({ hourlyRate: null });
    for (const hourlyRate of [-1, 1_000_001, "ten", undefined]) {
      expect(labourRateInputSchema.safeParse({ hourlyRate }).success, String(hourlyRate)).toBe(false);
    }
  });
});
