import { describe, expect, it } from "vitest";
import { formatMoney } from "./currency.js";
import { partLabel, quantityLabel, unitHint, unitName } from "./part-display.js";
import { partMatchesSearch } from "./search-match.js";

describe("part display", () => {
  it("says a quantity in its unit, singular for one", () => {
    expect(quantityLabel(2, "EACH")).toBe("2 each");
    expect(quantityLabel(1, "PAIR")).toBe("1 pair");
    expect(quantityLabel(3, "SET")).toBe("3 sets");
    expect(quantityLabel(1.5, "LITRE")).toBe("1.5 L");
    expect(quantityLabel(-1, "EACH")).toBe("-1 each");
    expect(quantityLabel(0.125, "KILOGRAM")).toBe("0.125 kg");
    expect(quantityLabel(1000, "METRE")).toBe("1,000 m");
    expect(unitName("PAIR")).toBe("pair");
    expect(unitName("LITRE")).toBe("L");
    expect(unitHint("EACH")).toBe("Whole units");
    expect(unitHint("LITRE")).toBe("Litres, e.g. 2.5");
  });

  it("writes costs with two decimals and thousands separators, a negative zero as zero", () => {
    expect(formatMoney(1234.5)).toBe("1,234.50");
    expect(formatMoney(-12.5)).toBe("-12.50");
    expect(formatMoney(-0)).toBe("0.00");
    expect(formatMoney(0.1 + 0.2)).toBe("0.30");
  });

  it("names a part by number and name", () => {
    expect(partLabel({ partNumber: "FLT-100", name: "Oil filter" })).toBe("FLT-100 Oil filter");
  });
});

describe("part picker search", () => {
  const filter = { partNumber: "FLT-100", name: "Oil filter", barcode: "4006381333931" };
  it.each(["flt-1", "OIL", "filter", "333931", "", "  "])(
    "finds a part by number, name or barcode: %s",
    (q) => {
      expect(partMatchesSearch(filter, q)).toBe(true);
    },
  );
  it("does not match other text, nor a part without a barcode by one", () => {
    expect(partMatchesSearch(filter, "hose")).toBe(false);
    expect(partMatchesSearch({ ...filter, barcode: null }, "4006")).toBe(false);
  });
});
