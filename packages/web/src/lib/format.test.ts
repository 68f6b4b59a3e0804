import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatNumber,
  formatQuantity,
  lastLoginText,
  relativeDueText,
} from "./format";
import { moneyText } from "./use-money";

const showing = (locale: string) => {
  i18n.load(locale, {});
  i18n.activate(locale);
};

describe("how the app writes dates, numbers and amounts", () => {
  afterEach(() => showing("en"));

  it("in English exactly as before (the spec's and the E2E tests' texts)", () => {
    showing("en");
    const at = new Date(2025, 0, 5, 15, 4);
    expect(formatDateTime(at)).toBe("Jan 5, 2025, 3:04 PM");
    expect(formatDate(at)).toBe("Jan 5, 2025");
    expect(formatDay("2026-03-04")).toBe("Mar 4");
    expect(formatDay("2026-03-04", { year: true })).toBe("Mar 4, 2026");
    expect(formatNumber(12345.678)).toBe("12,345.678");
    expect(formatNumber(1.25, { maximumFractionDigits: 1 })).toBe("1.3");
    expect(formatQuantity(1, "PAIR")).toBe("1 pair");
    expect(formatQuantity(2.5, "PAIR")).toBe("2.5 pairs");
    expect(formatQuantity(-1, "EACH")).toBe("-1 each");
    expect(formatQuantity(1.5, "LITRE")).toBe("1.5 L");
  });

  it("in the language shown", () => {
    const at = new Date(2025, 0, 5, 15, 4);
    showing("es");
    expect(formatDate(at)).toBe("5 ene 2025");
    expect(moneyText(1234.5, "USD")).toBe("$1,234.50");
    showing("fr-CA");
    expect(formatDateTime(at)).toBe("5 janv. 2025, 15 h 04");
    expect(formatNumber(12345.5)).toBe("12\u00a0345,5");
  });

  it("relative days and last sign-ins as the English spec words them", () => {
    const now = new Date(2025, 0, 5, 12);
    expect(relativeDueText(new Date(2025, 0, 5, 8), now)).toBe("Today");
    expect(relativeDueText(new Date(2025, 0, 6), now)).toBe("Tomorrow");
    expect(relativeDueText(new Date(2025, 0, 4), now)).toBe("Yesterday");
    expect(relativeDueText(new Date(2025, 0, 8), now)).toBe("In 3 days");
    expect(relativeDueText(new Date(2025, 0, 20), now)).toBe("Jan 20, 2025");
    expect(lastLoginText(null, now)).toBe("Never");
    expect(lastLoginText(new Date(2025, 0, 5, 11, 30), now)).toBe("Just now");
    expect(lastLoginText(new Date(2025, 0, 5, 7), now)).toBe("5h ago");
    expect(lastLoginText(new Date(2025, 0, 4, 7), now)).toBe("Yesterday");
    expect(lastLoginText(new Date(2025, 0, 1), now)).toBe("Jan 1, 2025");
  });
});
