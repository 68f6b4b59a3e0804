import type { MaintenancePlan, MaintenancePlanDueState } from "./schemas/maintenance-plan.js";

/** What remains of a plan's intervals, in words for the equipment details (docs/decisions/022). */

const DAY_MS = 24 * 60 * 60 * 1000;
const hours = (value: number) => `${value.toLocaleString("en-US", { maximumFractionDigits: 1 })} h`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** 'Every 250 h', 'Every 180 days', 'Every 250 h or 180 days, whichever comes first'. */
export function planIntervalLabel(plan: Pick<MaintenancePlan, "intervalHours" | "intervalDays">): string {
  const parts = [
    plan.intervalHours === null ? null : hours(plan.intervalHours),
    plan.intervalDays === null ? null : plural(plan.intervalDays, "day"),
  ].filter((part): part is string => part !== null);
  return parts.length === 2 ? `Every ${parts[0]} or ${parts[1]}, whichever comes first` : `Every ${parts[0]}`;
}

/** '215.5 h to go', 'Due now', '12.5 h overdue'; null without an hour interval. */
export function hoursToGoLabel(nextDueHours: number | null, hourMeter: number): string | null {
  if (nextDueHours === null) return null;
  const left = Math.round((nextDueHours - hourMeter) * 10) / 10;
  if (left > 0) return `${hours(left)} to go`;
  return left === 0 ? "Due now" : `${hours(-left)} overdue`;
}

/** 'in 12 days', 'today', '3 days overdue' (UTC days, the server's); null without a day interval. */
export function daysToGoLabel(nextDueDate: string | null, now: Date = new Date()): string | null {
  if (nextDueDate === null) return null;
  const today = Date.parse(now.toISOString().slice(0, 10));
  const left = Math.round((Date.parse(nextDueDate) - today) / DAY_MS);
  if (left > 0) return `in ${plural(left, "day")}`;
  return left === 0 ? "today" : `${plural(-left, "day")} overdue`;
}

export const PLAN_DUE_STATE_LABELS: Readonly<Record<MaintenancePlanDueState, string>> = {
  OK: "On schedule",
  DUE_SOON: "Due soon",
  DUE: "Due",
  ORDER_OPEN: "Work order open",
};
