import {
  type KeyboardEvent,
  type ReactNode,
  startTransition,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";

export interface DashboardTab {
  id: string;
  label: string;
  panel: ReactNode;
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

interface DashboardTabsProps {
  label: string;
  tabs: readonly DashboardTab[];
  /** Controlled: the selected tab's id (e.g. a card on one panel opens another tab), with onSelect. */
  selectedId?: string;
  onSelect?: (id: string) => void;
}

/**
 * Tabs in the WAI-ARIA pattern: a tablist of tabs, one tabpanel shown; arrows, Home and End move and select
 * (automatic activation), Tab goes from the selected tab to the panel's first control. Hidden panels stay mounted,
 * so a panel's filters survive a switch and their data is loaded (and kept for offline use) before it is asked for;
 * but they are first rendered after the selected one, in a transition React can interrupt, so a dashboard's first
 * screen is not held by the tabs nobody is looking at (issue 25: long tasks on a phone).
 */
export function DashboardTabs({ label, tabs, selectedId, onSelect }: DashboardTabsProps) {
  const baseId = useId();
  const [ownSelected, setOwnSelected] = useState(0);
  const controlled = tabs.findIndex((tab) => tab.id === selectedId);
  const selected = controlled >= 0 ? controlled : ownSelected;
  const setSelected = (index: number) => {
    setOwnSelected(index);
    const tab = tabs[index];
    if (tab) onSelect?.(tab.id);
  };
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const [hiddenMounted, setHiddenMounted] = useState(false);
  useEffect(() => startTransition(() => setHiddenMounted(true)), []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    setSelected(next);
    refs.current[next]?.focus();
  };

  return (
    <div className="space-y-4">
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-line">
        {tabs.map((tab, index) => {
          const active = index === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px min-h-11 flex-1 border-b-2 px-2 text-center text-sm leading-tight font-semibold sm:flex-none sm:px-4 sm:whitespace-nowrap ${
                active
                  ? "border-accent text-ink"
                  : "border-transparent text-ink-muted hover:border-line-strong hover:text-ink"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={index !== selected}
        >
          {index === selected || hiddenMounted ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
