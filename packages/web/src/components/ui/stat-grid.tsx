import type { ReactNode } from "react";
import type { BadgeTone } from "./badge";

export interface Stat {
  label: string;
  /** null while loading: shows a dash. */
  value: number | string | null | undefined;
  /** Colours the figure when it asks for attention (e.g. emergencies above 0). */
  tone?: BadgeTone;
  icon?: ReactNode;
}

const FIGURE_TONES: Partial<Record<BadgeTone, string>> = {
  danger: "text-danger-ink",
  warning: "text-warning-ink",
  orange: "text-orange-ink",
  success: "text-success-ink",
  info: "text-info-ink",
  accent: "text-accent-ink",
};

/**
 * A dashboard's row of figures: label over a big number, two a row on a phone, more on wider screens; three
 * figures stay one row of three (two and a lone one would leave a hole).
 */
export function StatGrid({
  stats,
  label,
  columns: given,
  figureSize = "text-2xl",
}: {
  stats: readonly Stat[];
  label: string;
  /** The grid's column classes, when the default does not fit (six figures: two a row, then three). */
  columns?: string;
  /** The figures' size classes: long figures (amounts) take a smaller size on a phone, and wrap. */
  figureSize?: string;
}) {
  const columns = given ?? (stats.length === 3 ? "grid-cols-3" : "grid-cols-2 sm:grid-cols-3 lg:grid-cols-5");
  return (
    <ul aria-label={label} className={`grid gap-3 ${columns}`}>
      {stats.map((stat) => (
        <li key={stat.label} className="rounded-xl border border-line bg-surface p-3 shadow-sm sm:p-4">
          <p className="flex items-center gap-1.5 text-sm font-medium text-ink-muted">
            {stat.icon}
            {stat.label}
          </p>
          <p className={`mt-1 ${figureSize} font-bold ${stat.tone ? (FIGURE_TONES[stat.tone] ?? "") : ""}`}>
            {stat.value ?? "—"}
          </p>
        </li>
      ))}
    </ul>
  );
}
