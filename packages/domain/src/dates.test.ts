import { describe, expect, it } from "vitest";
import {
  calendarDaysBetween,
  formatDate,
  formatDateTime,
  formatDay,
  isActiveToday,
  isDueWithin,
  lastLoginLabel,
  relativeDueLabel,
  toDateInputValue,
  toDateTimeInputValue,
} from "./dates.js";

// Local-time constructors keep these tests independent of the machine's time zone.
const NOW = new Date(2025, 0, 15, 10, 0, 0);
const at = (day: number, hours = 12, minutes = 0) => new Date(2025, 0, day, hours, minutes);
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

describe("formatDateTime / formatDate (en-US, short month)", () => {
  it("formats a date with time", () => {
    expect(formatDateTime(at(5, 15, 4))).toMatch(/^Jan 5, 2025, 3:04\sPM$/);
    expect(formatDateTime("2025-03-09T08:30:00.000Z", { timeZone: "UTC" })).toMatch(
      /^Mar 9, 2025, 8:30\sAM$/,
    );
  });
  it("formats a date without time", () => {
    expect(formatDate(at(5))).toBe("Jan 5, 2025");
    expect(formatDate("2024-12-31T23:00:00.000Z", { timeZone: "UTC" })).toBe("Dec 31, 2024");
  });
  it("missing or invalid input gives ''", () => {
    expect(formatDateTime(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("relativeDueLabel (calendar days, fixed now)", () => {
  it.each([
    [at(15, 0, 1), "Today"],
    [at(15, 23, 59), "Today"],
    [at(16, 0, 0), "Tomorrow"],
    [at(14, 23, 59), "Yesterday"],
    [at(17), "In 2 days"],
    [at(22), "In 7 days"],
    [at(23), "Jan 23, 2025"],
    [at(13), "Jan 13, 2025"],
  ])("%s -> %s", (date, label) => {
    expect(relativeDueLabel(date, NOW)).toBe(label);
  });
  it("counts calendar days, not 24-hour periods", () => {
    const lateNight = new Date(2025, 0, 15, 23, 30);
    expect(relativeDueLabel(new Date(2025, 0, 16, 0, 15), lateNight)).toBe("Tomorrow");
    expect(calendarDaysBetween(lateNight, new Date(2025, 0, 16, 0, 15))).toBe(1);
  });
  it("missing date gives ''", () => {
    expect(relativeDueLabel(null, NOW)).toBe("");
  });
});

describe("lastLoginLabel", () => {
  it.each([
    [null, "Never"],
    [undefined, "Never"],
    [hoursAgo(0), "Just now"],
    [hoursAgo(0.99), "Just now"],
    [hoursAgo(1), "1h ago"],
    [hoursAgo(5.5), "5h ago"],
    [hoursAgo(23.9), "23h ago"],
    [hoursAgo(24), "Yesterday"],
    [hoursAgo(47.9), "Yesterday"],
    [hoursAgo(48), "Jan 13, 2025"],
  ])("%s -> %s", (date, label) => {
    expect(lastLoginLabel(date, NOW)).toBe(label);
  });
});

describe("activity and due windows", () => {
  it("active today means a login within 24 hours", () => {
    expect(isActiveToday(hoursAgo(23.9), NOW)).toBe(true);
    expect(isActiveToday(hoursAgo(24), NOW)).toBe(false);
    expect(isActiveToday(null, NOW)).toBe(false);
  });
  it("due within N days or overdue", () => {
    expect(isDueWithin(at(22), 7, NOW)).toBe(true);
    expect(isDueWithin(at(23), 7, NOW)).toBe(false);
    expect(isDueWithin(at(1), 7, NOW)).toBe(true);
    expect(isDueWithin(null, 7, NOW)).toBe(false);
  });
});

describe("input values", () => {
  it("date and datetime-local values in local time", () => {
    expect(toDateInputValue(at(5, 9, 7))).toBe("2025-01-05");
    expect(toDateInputValue("2025-03-01")).toBe("2025-03-01");
    expect(toDateTimeInputValue(at(5, 9, 7))).toBe("2025-01-05T09:07");
    expect(toDateInputValue(null)).toBe("");
  });
});

describe("formatDay", () => {
  it("names a UTC calendar day, with or without its year, whatever the runtime's zone", () => {
    expect(formatDay("2026-03-04")).toBe("Mar 4");
    expect(formatDay("2026-12-31", { year: true })).toBe("Dec 31, 2026");
    expect(formatDay("not a day")).toBe("");
  });
});
