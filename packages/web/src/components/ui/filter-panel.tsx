import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useId, useState } from "react";
import { Button } from "./button";

interface FilterPanelProps {
  /** How many filters are set (shown on the toggle; enables the clear button). */
  activeCount: number;
  onClear: () => void;
  clearLabel: string;
  /** Whether the clear button is enabled; by default when a filter is set. */
  canClear?: boolean;
  children: ReactNode;
}

/**
 * The filters of a list. On a phone they fold behind a 'Filters' toggle to leave room for the cards; from
 * the small breakpoint up they are always shown.
 */
export function FilterPanel({ activeCount, onClear, clearLabel, canClear, children }: FilterPanelProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section
      aria-label={t`Filters`}
      className="rounded-xl border border-line bg-surface p-3 shadow-sm sm:p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-semibold hover:bg-surface-muted sm:hidden"
        >
          <svg
            className={`size-4 transition-transform ${open ? "rotate-90" : ""}`}
            viewBox="0 0 24 24"
            fill="none"
            aria-hidden="true"
          >
            <path d="m9 6 6 6-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {activeCount > 0 ? <Trans>Filters ({activeCount})</Trans> : <Trans>Filters</Trans>}
        </button>
        <h2 className="hidden font-semibold sm:block">
          <Trans>Filters</Trans>
        </h2>
        <Button variant="ghost" onClick={onClear} disabled={!(canClear ?? activeCount > 0)}>
          {clearLabel}
        </Button>
      </div>
      <div
        id={panelId}
        className={`${open ? "grid" : "hidden"} mt-2 gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5`}
      >
        {children}
      </div>
    </section>
  );
}
