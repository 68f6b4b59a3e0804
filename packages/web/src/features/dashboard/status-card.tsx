import type { ReactNode } from "react";

export type StatusTone = "good" | "attention" | "neutral" | "offline";

const TONES: Record<StatusTone, string> = {
  good: "bg-success-ink",
  attention: "bg-accent",
  neutral: "bg-ink-muted",
  offline: "bg-danger-ink",
};

interface StatusCardProps {
  title: string;
  value: ReactNode;
  detail?: string;
  tone: StatusTone;
}

export function StatusCard({ title, value, detail, tone }: StatusCardProps) {
  return (
    <li className="flex items-start gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm">
      <span className={`mt-1.5 size-3 shrink-0 rounded-full ${TONES[tone]}`} aria-hidden="true" />
      <div className="min-w-0">
        <h3 className="text-sm font-medium text-ink-muted">{title}</h3>
        <p className="text-xl font-bold">{value}</p>
        {detail ? <p className="text-sm text-ink-muted">{detail}</p> : null}
      </div>
    </li>
  );
}
