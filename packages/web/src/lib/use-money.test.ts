import { describe, expect, it } from "vitest";
import { moneyText } from "./use-money";

describe("how every cost screen writes an amount", () => {
  it("in the organization's currency, two decimals, and a dash for a role that sees none", () => {
    expect(moneyText(1234.5, "USD")).toBe("$1,234.50");
    expect(moneyText(1234.5, "EUR")).toBe("€1,234.50");
    expect(moneyText(0, "GBP")).toBe("£0.00");
    expect(moneyText(null, "USD")).toBe("—");
    expect(moneyText(undefined, "USD")).toBe("—");
  });

  it("without a sign while the organization has set no currency", () => {
    expect(moneyText(1234.5, null)).toBe("1,234.50");
    expect(moneyText(-0, null)).toBe("0.00");
  });
});
