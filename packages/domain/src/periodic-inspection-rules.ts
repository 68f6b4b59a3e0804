import type {
  InspectionKind,
  PeriodicDueState,
  PeriodicInspectionKind,
  PeriodicIntervalUnit,
} from "./enums.js";
import type { Role } from "./roles.js";

/** Periodic inspections (docs/decisions/046): when one is due, who may do it, and their words. */

/** Who a periodic inspection may be assigned to: an inspector or a competent mechanic (a shop foreman too). */
export const PERIODIC_ASSIGNEE_ROLES = [
  "INSPECTOR",
  "MECHANIC",
  "SHOP_FOREMAN",
] as const satisfies readonly Role[];

export function isPeriodicAssigneeRole(role: string): boolean {
  return (PERIODIC_ASSIGNEE_ROLES as readonly string[]).includes(role);
}

export const INSPECTION_KIND_LABELS: Readonly<Record<InspectionKind, string>> = {
  DAILY: "Daily pre-use check",
  MONTHLY: "Monthly inspection",
  QUARTERLY: "Quarterly inspection",
  ANNUAL: "Annual inspection",
};

/** The interval a new schedule of a kind starts with (the form's default). */
export const PERIODIC_KIND_DEFAULT_MONTHS: Readonly<Record<PeriodicInspectionKind, number>> = {
  MONTHLY: 1,
  QUARTERLY: 3,
  ANNUAL: 12,
};

export const PERIODIC_DUE_STATE_LABELS: Readonly<Record<PeriodicDueState, string>> = {
  SCHEDULED: "Scheduled",
  DUE: "Due",
  OVERDUE: "Overdue",
};

const DAY_MS = 24 * 60 * 60 * 1000;
const parseDay = (day: string) => {
  const [year, month, date] = day.split("-").map(Number);
  return { year: year ?? 1970, month: (month ?? 1) - 1, date: date ?? 1 };
};
const formatDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The day `count` days or calendar months after `day` ('YYYY-MM-DD', UTC). A month past the end of a shorter
 * month stops at its last day: 31 January + 1 month is 28 (or 29) February, never 3 March.
 */
export function addInterval(day: string, count: number, unit: PeriodicIntervalUnit): string {
  const { year, month, date } = parseDay(day);
  if (unit === "DAYS") return formatDay(Date.UTC(year, month, date) + count * DAY_MS);
  const target = month + count;
  const lastDay = new Date(Date.UTC(year, target + 1, 0)).getUTCDate();
  return formatDay(Date.UTC(year, target, Math.min(date, lastDay)));
}

/** The UTC day of `now` ('YYYY-MM-DD'): the server's day, as for daily inspections. */
export const utcDay = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** The first day a schedule shows as due: its due day less its margin (the column the dashboard walks). */
export const dueWindowStart = (nextDueDate: string, dueSoonDays: number) =>
  addInterval(nextDueDate, -dueSoonDays, "DAYS");

/**
 * Where a schedule stands on `today`: OVERDUE after its due day, DUE from `dueSoonDays` before it through the
 * day itself (inclusive), SCHEDULED before that.
 */
export function periodicDueState(nextDueDate: string, dueSoonDays: number, today: string): PeriodicDueState {
  if (today > nextDueDate) return "OVERDUE";
  return today >= dueWindowStart(nextDueDate, dueSoonDays) ? "DUE" : "SCHEDULED";
}

/** 'Every 12 months', 'Every month', 'Every 90 days'. */
export function periodicIntervalLabel(count: number, unit: PeriodicIntervalUnit): string {
  const word = unit === "DAYS" ? "day" : "month";
  return count === 1 ? `Every ${word}` : `Every ${count} ${word}s`;
}

/** 'Due in 5 days', 'Due today', '3 days overdue'. */
export function periodicDueLabel(nextDueDate: string, today: string): string {
  const left = Math.round((Date.parse(nextDueDate) - Date.parse(today)) / DAY_MS);
  const days = (n: number) => `${n} day${n === 1 ? "" : "s"}`;
  if (left > 0) return `Due in ${days(left)}`;
  return left === 0 ? "Due today" : `${days(-left)} overdue`;
}
