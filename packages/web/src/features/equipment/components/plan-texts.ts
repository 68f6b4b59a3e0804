import { plural, t } from "@lingui/core/macro";
import type { MaintenancePlan } from "@mnx/domain";
import { formatNumber } from "../../../lib/format";

/**
 * A plan's intervals and what remains of them, in words of the language shown (docs/decisions/022). The
 * domain's planIntervalLabel, hoursToGoLabel and daysToGoLabel write the English; these write each whole
 * sentence as one message, the same English included.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** '250 h', '12.5 h'. */
export const planHours = (value: number) => `${formatNumber(value, { maximumFractionDigits: 1 })} h`;

/** 'Every 250 h', 'Every 180 days', 'Every 250 h or 180 days, whichever comes first'. */
export function planIntervalText({
  intervalHours,
  intervalDays,
}: Pick<MaintenancePlan, "intervalHours" | "intervalDays">) {
  const hours = planHours(intervalHours ?? 0);
  if (intervalDays === null) return t`Every ${hours}`;
  if (intervalHours === null) return t`Every ${plural(intervalDays, { one: "# day", other: "# days" })}`;
  return t`Every ${hours} or ${plural(intervalDays, { one: "# day", other: "# days" })}, whichever comes first`;
}

/** '215.5 h to go', 'Due now', '12.5 h overdue'; null without an hour interval. */
export function hoursToGoText(nextDueHours: number | null, hourMeter: number): string | null {
  if (nextDueHours === null) return null;
  const left = Math.round((nextDueHours - hourMeter) * 10) / 10;
  const hours = planHours(Math.abs(left));
  if (left > 0) return t`${hours} to go`;
  return left === 0 ? t`Due now` : t`${hours} overdue`;
}

/** 'in 12 days', 'today', '3 days overdue' (UTC days, the server's); null without a day interval. */
export function daysToGoText(nextDueDate: string | null, now: Date = new Date()): string | null {
  if (nextDueDate === null) return null;
  const today = Date.parse(now.toISOString().slice(0, 10));
  const left = Math.round((Date.parse(nextDueDate) - today) / DAY_MS);
  const days = Math.abs(left);
  if (left > 0) return t`in ${plural(days, { one: "# day", other: "# days" })}`;
  return left === 0 ? t`today` : t`${plural(days, { one: "# day overdue", other: "# days overdue" })}`;
}
