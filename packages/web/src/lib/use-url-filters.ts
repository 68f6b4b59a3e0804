import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { SEARCH_DEBOUNCE_MS } from "./search-debounce";
import type { UrlFilterCodec, UrlFilters } from "./url-filters";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * A list page's filters, read from and written to the address. Typed filters (`textKeys`: search boxes) are
 * debounced (`debounceMs`, 300 ms unless a page's spec says otherwise) before they reach the address and the
 * server; any change of filter goes back to page 1. Pass module-level constants for `codec` and `textKeys`.
 */
export function useUrlFilters<K extends string, T extends K>(
  codec: UrlFilterCodec<K>,
  textKeys: readonly T[],
  debounceMs = SEARCH_DEBOUNCE_MS,
) {
  const [params, setParams] = useSearchParams();
  const filters = codec.read(params);
  const [texts, setTexts] = useState(
    () => Object.fromEntries(textKeys.map((key) => [key, String(filters[key])])) as Record<T, string>,
  );
  const debounced = useDebouncedValue(texts, debounceMs);
  const latest = useRef({ params, setParams });
  latest.current = { params, setParams };

  const update = useCallback(
    (patch: Partial<UrlFilters<K>>) => {
      const { params: current, setParams: set } = latest.current;
      set(codec.write({ ...codec.read(current), page: 1, ...patch }, current), { replace: true });
    },
    [codec],
  );

  useEffect(() => {
    const now = codec.read(latest.current.params);
    const patch: Partial<Record<K, string>> = {};
    for (const key of textKeys) if (now[key] !== debounced[key].trim()) patch[key] = debounced[key].trim();
    if (Object.keys(patch).length > 0) update(patch as Partial<UrlFilters<K>>);
  }, [debounced, codec, textKeys, update]);

  const count = (keys: readonly K[]) => keys.filter((key) => filters[key] !== "").length;
  return {
    filters,
    /** What the search boxes show (ahead of the debounced filters). */
    texts,
    setText: (key: T, value: string) => setTexts((current) => ({ ...current, [key]: value })),
    update,
    setPage: (page: number) => {
      const { params: current, setParams: set } = latest.current;
      set(codec.write({ ...codec.read(current), page }, current), { replace: true });
    },
    clear: () => {
      setTexts(Object.fromEntries(textKeys.map((key) => [key, ""])) as Record<T, string>);
      update(codec.empty);
    },
    /** How many filters are set, search boxes included. */
    activeCount: count(codec.keys),
    count,
  };
}
