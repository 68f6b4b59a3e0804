import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { SEARCH_DEBOUNCE_MS } from "./search-debounce";
import type { UrlFilterCodec, UrlFilters } from "./url-filters";
import { useUrlFilters } from "./use-url-filters";

/** What a list page's filters are: module-level constants, one per list (e.g. features/equipment/api). */
export interface ListFilterSpec<K extends string, T extends K> {
  codec: UrlFilterCodec<K>;
  /** The typed filters (search boxes), debounced; the search box above the panel is the one named 'search'. */
  textKeys: readonly T[];
  /** The filters in the panel: their number is shown on its toggle. */
  panelKeys: readonly K[];
  /** The filters that narrow the list (the empty state then suggests changing them); all of them by default. */
  narrowingKeys?: readonly K[];
  debounceMs?: number;
}

/**
 * A filtered, paged list's state: its filters in the address (lib/use-url-filters.ts), its query, and the
 * bindings the search box, the filter panel and the results take (components/ui/filtered-list.tsx draws them).
 */
export function useFilteredList<K extends string, T extends K, TData, TKey extends QueryKey>(
  spec: ListFilterSpec<K, T>,
  toQuery: (filters: UrlFilters<K>) => UseQueryOptions<TData, Error, TData, TKey>,
) {
  const list = useUrlFilters(spec.codec, spec.textKeys, spec.debounceMs ?? SEARCH_DEBOUNCE_MS);
  const query = useQuery(toQuery(list.filters));
  const filtered = list.count(spec.narrowingKeys ?? spec.codec.keys) > 0;
  const searchKey = "search" as T;
  return {
    ...list,
    query,
    /** Search or filters narrow the list. */
    filtered,
    search: {
      value: list.texts[searchKey] ?? "",
      onChange: (value: string) => list.setText(searchKey, value),
    },
    /** What a filter panel takes. */
    panel: {
      filters: list.filters,
      activeCount: list.count(spec.panelKeys),
      canClear: list.activeCount > 0,
      onChange: list.update,
      onClear: list.clear,
    },
  };
}
