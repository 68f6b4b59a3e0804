import type { ReactNode } from "react";
import { SearchBox } from "./search-box";

interface FilteredListProps {
  /** The search box's binding (lib/use-filtered-list.ts: `list.search`). */
  search: { value: string; onChange: (value: string) => void };
  searchLabel: string;
  searchPlaceholder: string;
  /** Text shorter than this is not searched yet. */
  searchMinLength?: number;
  /** Beside the search box from the small breakpoint up, above it on a phone (e.g. Add Equipment). */
  action?: ReactNode;
  /** The list's filter panel (components/ui/filter-panel.tsx with its selects), given `list.panel`. */
  panel: ReactNode;
  /** The paged results (components/ui/paged-results.tsx), given `list.query`; anything between goes first. */
  children: ReactNode;
}

/**
 * The one composition of a list page: search box, filter panel, then the paged results, in the page's own
 * vertical rhythm (no wrapper of its own). Its state comes from lib/use-filtered-list.ts.
 */
export function FilteredList(props: FilteredListProps) {
  const box = (
    <SearchBox
      label={props.searchLabel}
      value={props.search.value}
      onChange={props.search.onChange}
      placeholder={props.searchPlaceholder}
      minLength={props.searchMinLength}
    />
  );
  return (
    <>
      {props.action ? (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">{box}</div>
          {props.action}
        </div>
      ) : (
        box
      )}
      {props.panel}
      {props.children}
    </>
  );
}
