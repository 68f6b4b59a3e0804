import { describe, expect, it } from "vitest";
import { addDays, reportBuckets, reportRange, sumIntoBuckets } from "./report-period.js";

const at = (iso: string) => new Date(iso);

describe("reportRange", () => {
  it("ends today (UTC) and spans the period's days, both ends included", () => {
    expect(reportRange("7d", at("2026-03-10T23:30:00Z"))).toEqual({
      period: "7d",
      from: "2026-03-04",
      to: "2026-03-10",
      granularity: "day",
    });
    expect(reportRange("30d", at("2026-03-10T00:00:00Z"))).toMatchObject({
      from: "2026-02-09",
      to: "2026-03-10",
    });
  });

  it("draws weeks for 90 days and a year", () => {
    expect(reportRange("90d", at("2026-03-10T12:00:00Z"))).toMatchObject({
      from: "2025-12-11",
      granularity: "week",
    });
    expect(reportRange("1y", at("2026-03-10T12:00:00Z"))).toMatchObject({
      from: "2025-03-11",
      granularity: "week",
    });
  });

  it("puts a day 31 days back outside 30d and 29 days back inside", () => {
    const range = reportRange("30d", at("2026-03-10T08:00:00Z"));
    expect(addDays(range.to, -31) < range.from).toBe(true);
    expect(addDays(range.to, -30) < range.from).toBe(true);
    expect(addDays(range.to, -29)).toBe(range.from);
  });
});

describe("reportBuckets", () => {
  it("has one bucket a day for 7d", () => {
    const buckets = reportBuckets(reportRange("7d", at("2026-03-10T08:00:00Z")));
    expect(buckets).toHaveLength(7);
    expect(buckets[0]).toEqual({ from: "2026-03-04", to: "2026-03-04" });
    expect(buckets[6]).toEqual({ from: "2026-03-10", to: "2026-03-10" });
  });

  it("cuts 90 days into ISO weeks, the first and last clipped to the range", () => {
    // 2026-03-10 is a Tuesday; 2025-12-11 a Thursday.
    const buckets = reportBuckets(reportRange("90d", at("2026-03-10T08:00:00Z")));
    expect(buckets[0]).toEqual({ from: "2025-12-11", to: "2025-12-14" });
    expect(buckets[1]).toEqual({ from: "2025-12-15", to: "2025-12-21" });
    expect(buckets.at(-1)).toEqual({ from: "2026-03-09", to: "2026-03-10" });
    expect(buckets).toHaveLength(14);
  });

  it("covers every day of a year exactly once", () => {
    const range = reportRange("1y", at("2026-01-01T08:00:00Z"));
    const buckets = reportBuckets(range);
    let day = range.from;
    for (const bucket of buckets) {
      expect(bucket.from).toBe(day);
      expect(bucket.to >= bucket.from).toBe(true);
      day = addDays(bucket.to, 1);
    }
    expect(day).toBe(addDays(range.to, 1));
  });
});

describe("sumIntoBuckets", () => {
  it("adds each day into its bucket and ignores days outside the range", () => {
    const buckets = [
      { from: "2026-03-02", to: "2026-03-08" },
      { from: "2026-03-09", to: "2026-03-10" },
    ];
    const byDay = new Map([
      ["2026-03-01", 100],
      ["2026-03-02", 1],
      ["2026-03-08", 2],
      ["2026-03-10", 5],
    ]);
    expect(sumIntoBuckets(buckets, byDay)).toEqual([3, 5]);
  });
});
