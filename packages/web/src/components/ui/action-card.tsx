import type { ReactNode } from "react";
import { Link } from "react-router";
import { ActionIcon, type ActionIconName } from "./action-icon";

export interface QuickAction {
  title: string;
  description: string;
  icon: ActionIconName;
  /** A link when given, else a button calling onClick. */
  to?: string;
  onClick?: () => void;
  /** A marker over the icon, e.g. the daily checklist's '!' (decoration: say it with badgeLabel). */
  badge?: ReactNode;
  /** What the badge means, read after the title (e.g. '(inspection waiting)'). */
  badgeLabel?: string | undefined;
}

const CARD =
  "group flex h-full min-h-20 w-full items-center gap-4 rounded-xl border border-line bg-surface p-4 text-left " +
  "shadow-sm transition-colors hover:border-accent hover:bg-surface-muted";

/** A dashboard's quick action as a whole-card link or button: its name is the title, then the description. */
export function ActionCard({ title, description, icon, to, onClick, badge, badgeLabel }: QuickAction) {
  const body = (
    <>
      <span className="relative grid size-12 shrink-0 place-items-center rounded-lg bg-accent-soft text-accent-soft-ink">
        <ActionIcon name={icon} />
        {badge}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">
          {title}
          {badgeLabel ? <span className="sr-only"> {badgeLabel}</span> : null}
        </span>
        <span className="block text-sm text-ink-muted">{description}</span>
      </span>
      {to ? (
        <svg
          className="size-5 shrink-0 text-ink-muted motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="m9 6 6 6-6 6" />
        </svg>
      ) : null}
    </>
  );
  return to ? (
    <Link to={to} className={CARD}>
      {body}
    </Link>
  ) : (
    <button type="button" onClick={onClick} className={CARD}>
      {body}
    </button>
  );
}
