import { REPORT_PERIOD_DAYS } from "./constants.js";
import type { ReportPeriod } from "./enums.js";

/** Days per chart point: one a day up to 30 days, one a week (ISO, Monday to Sunday) for 90 days and a year. */
export type ReportGranularity = "day" | "week";

/** A report's days, both ends included, as UTC calendar days ("YYYY-MM-DD"). */
export interface ReportRange {
  period: ReportPeriod;
  from: string;
  to: string;
  granularity: ReportGranularity;
}

const DAY_MS = 86_400_000;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** `day` moved by `days` calendar days (UTC). */
export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/**
 * The period's days (DECISIONS.md 'Reports'): today (UTC) and the days before it, `REPORT_PERIOD_DAYS` in all.
 * So for 30d a work order created 30 or more days ago (a day before `from`) is out, one created 29 days ago in.
 */
export function reportRange(period: ReportPeriod, now: Date = new Date()): ReportRange {
  const to = dayOf(now);
  return {
    period,
    from: addDays(to, 1 - REPORT_PERIOD_DAYS[period]),
    to,
    granularity: REPORT_PERIOD_DAYS[period] > 31 ? "week" : "day",
  };
}

/** One chart point's days, both ends included. */
export interface ReportBucket {
  from: string;
  to: string;
}

/** Monday of the ISO week of `day`. */
function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The chart points of a range, oldest first: each day, or each ISO week, the first and last weeks clipped to the
 * range (so every day of the range is in exactly one point).
 */
export function reportBuckets(range: ReportRange): ReportBucket[] {
  const buckets: ReportBucket[] = [];
  let from = range.from;
  while (from <= range.to) {
    const end = range.granularity === "day" ? from : addDays(weekStart(from), 6);
    const to = end < range.to ? end : range.to;
    buckets.push({ from, to });
    from = addDays(to, 1);
  }
  return buckets;
}

/** Adds up per-day counts ("YYYY-MM-DD" -> n) into the range's buckets; days outside it are ignored. */
export function sumIntoBuckets(
  buckets: readonly ReportBucket[],
  byDay: ReadonlyMap<string, number>,
): number[] {
  return buckets.map((bucket) => {
    let sum = 0;
    for (let day = bucket.from; day <= bucket.to; day = addDays(day, 1)) sum += byDay.get(day) ?? 0;
    return sum;
  });
}
