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

/**
 * A range's days as the per-month figures read them (docs/decisions/031-labour-and-costs.md): the whole
 * calendar months inside it (`months`: the first day of the first and of the last, both included; null when
 * none is whole) and the days before and after them (`days`: at most two runs, about a month in all).
 */
export interface MonthSplit {
  months: { from: string; to: string } | null;
  days: ReportBucket[];
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonthStart = (day: string) => monthStart(addDays(monthStart(day), 31));

export function splitByMonths(from: string, to: string): MonthSplit {
  if (from > to) return { months: null, days: [] };
  const firstWhole = from === monthStart(from) ? from : nextMonthStart(from);
  // The first day after the last whole month.
  const afterWhole = addDays(to, 1) === nextMonthStart(to) ? addDays(to, 1) : monthStart(to);
  if (firstWhole >= afterWhole) return { months: null, days: [{ from, to }] };
  const days: ReportBucket[] = [];
  if (from < firstWhole) days.push({ from, to: addDays(firstWhole, -1) });
  if (afterWhole <= to) days.push({ from: afterWhole, to });
  return { months: { from: firstWhole, to: monthStart(addDays(afterWhole, -1)) }, days };
}
