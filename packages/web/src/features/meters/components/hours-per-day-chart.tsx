import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type HoursPerDay, METER_CHART_DAYS } from "@mnx/domain";
import { formatDay, formatNumber } from "../../../lib/format";

const hours = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });

/** The window's every day (UTC, as the server counts them), 0 where nothing ran. */
function everyDay(given: readonly HoursPerDay[], now = new Date()): HoursPerDay[] {
  const byDay = new Map(given.map((d) => [d.day, d.hours]));
  return Array.from({ length: METER_CHART_DAYS }, (_, at) => {
    const day = new Date(now.getTime() - (METER_CHART_DAYS - 1 - at) * 86_400_000).toISOString().slice(0, 10);
    return { day, hours: byDay.get(day) ?? 0 };
  });
}

/**
 * Engine hours run per day, as bars (plain elements: no chart library on Equipment Details; loaded only when
 * drawn, docs/decisions/041). Each bar says its day and hours to a screen reader's list.
 */
export function HoursPerDayChart({ days: given }: { days: readonly HoursPerDay[] }) {
  const { t } = useLingui();
  const days = everyDay(given);
  const top = Math.max(1, ...days.map((d) => d.hours));
  const total = days.reduce((sum, d) => sum + d.hours, 0);
  const counted = given.filter((d) => d.hours > 0).length;
  const first = days[0];
  const last = days.at(-1);
  const totalHours = hours(total);
  const topHours = hours(top);
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm text-ink-muted">
        {t`${totalHours} engine hours on ${plural(counted, { one: "# day", other: "# days" })}; the most in a day ${topHours} h`}
      </figcaption>
      <ul
        aria-label={t`Engine hours per day`}
        className="flex h-36 items-end gap-px rounded-lg border border-line bg-surface p-2"
      >
        {days.map((d) => (
          <li
            key={d.day}
            className="flex h-full min-w-0 flex-1 items-end"
            title={`${formatDay(d.day)}: ${hours(d.hours)} h`}
          >
            <span className="sr-only">
              {formatDay(d.day)}: {hours(d.hours)} h
            </span>
            <span
              aria-hidden="true"
              className="block w-full rounded-t-sm bg-accent"
              style={{ height: `${Math.max(d.hours > 0 ? 2 : 0, (d.hours / top) * 100)}%` }}
            />
          </li>
        ))}
      </ul>
      {first && last ? (
        <div className="flex justify-between text-xs text-ink-muted" aria-hidden="true">
          <span>{formatDay(first.day)}</span>
          <span>{formatDay(last.day)}</span>
        </div>
      ) : null}
    </figure>
  );
}
