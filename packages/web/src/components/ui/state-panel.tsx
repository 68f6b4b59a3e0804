import type { ReactNode } from "react";
import { Spinner } from "./spinner";

type StateKind = "loading" | "error" | "empty";

interface StatePanelProps {
  kind: StateKind;
  title: string;
  children?: ReactNode;
  /** A button or link under the text (Try Again, Create First Assignment...). */
  action?: ReactNode;
}

const ICON_PATHS: Record<Exclude<StateKind, "loading">, string> = {
  error:
    "M12 8v5m0 3.5h.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z",
  empty: "M4 7h16M4 7l2 13h12l2-13M4 7l2-3h12l2 3M10 11h4",
};

/** A list's loading, error or empty state: the spec's texts, centred in a card. */
export function StatePanel({ kind, title, children, action }: StatePanelProps) {
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className="flex flex-col items-center gap-2 rounded-xl border border-line bg-surface px-4 py-10 text-center shadow-sm"
    >
      {kind === "loading" ? (
        <Spinner className="size-8 text-accent-ink" />
      ) : (
        <svg
          className={`size-10 ${kind === "error" ? "text-danger-ink" : "text-ink-muted"}`}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d={ICON_PATHS[kind]} />
        </svg>
      )}
      <h2 className="text-lg font-semibold">{title}</h2>
      {children ? <div className="max-w-md text-sm text-ink-muted">{children}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
