import { Link } from "react-router";
import { ActionIcon, type ActionIconName } from "./action-icon";

export interface QuickAction {
  title: string;
  description: string;
  to: string;
  icon: ActionIconName;
}

/** A whole-card link: its name is the title followed by the description. */
export function ActionCard({ title, description, to, icon }: QuickAction) {
  return (
    <Link
      to={to}
      className="group flex min-h-20 items-center gap-4 rounded-xl border border-line bg-surface p-4 shadow-sm transition-colors hover:border-accent hover:bg-surface-muted"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-accent-soft text-accent-soft-ink">
        <ActionIcon name={icon} />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">{title}</h3>
        <p className="text-sm text-ink-muted">{description}</p>
      </div>
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
    </Link>
  );
}
