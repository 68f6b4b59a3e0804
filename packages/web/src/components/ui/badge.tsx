import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "accent" | "success" | "warning" | "danger" | "info" | "orange";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-surface-muted text-ink border-line-strong",
  accent: "bg-accent-soft text-accent-soft-ink border-transparent",
  success: "bg-success-soft text-success-ink border-success-line",
  warning: "bg-warning-soft text-warning-ink border-warning-line",
  danger: "bg-danger-soft text-danger-ink border-danger-line",
  info: "bg-info-soft text-info-ink border-info-line",
  orange: "bg-orange-soft text-orange-ink border-orange-line",
};

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex max-w-full shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs leading-snug font-semibold ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
