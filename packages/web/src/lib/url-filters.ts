/** A list page's text filters plus its page number, as kept in the address (shareable; Back restores them). */
export type UrlFilters<K extends string> = Record<K, string> & { page: number };

export interface UrlFilterCodec<K extends string> {
  keys: readonly K[];
  empty: UrlFilters<K>;
  read: (params: URLSearchParams) => UrlFilters<K>;
  /** The address with these filters set, and the parameters that are not this list's kept as they were. */
  write: (filters: UrlFilters<K>, current?: URLSearchParams) => URLSearchParams;
}

/**
 * Maps each filter to its address parameter (e.g. equipmentId -> 'equipment'); empty values are left out.
 * `pageParam` names the page number's parameter, so two lists on one page (a dashboard's tabs) keep their own.
 */
export function urlFilterCodec<K extends string>(
  paramNames: Readonly<Record<K, string>>,
  pageParam = "page",
): UrlFilterCodec<K> {
  const keys = Object.keys(paramNames) as K[];
  const withPage = (values: Record<K, string>, page: number) => ({ ...values, page }) as UrlFilters<K>;
  return {
    keys,
    empty: withPage(Object.fromEntries(keys.map((key) => [key, ""])) as Record<K, string>, 1),
    read(params) {
      const values = Object.fromEntries(keys.map((key) => [key, params.get(paramNames[key]) ?? ""]));
      const page = Math.max(1, Number.parseInt(params.get(pageParam) ?? "1", 10) || 1);
      return withPage(values as Record<K, string>, page);
    },
    write(filters, current) {
      const params = new URLSearchParams(current);
      params.delete(pageParam);
      for (const key of keys) {
        params.delete(paramNames[key]);
        if (filters[key]) params.set(paramNames[key], filters[key]);
      }
      if (filters.page > 1) params.set(pageParam, String(filters.page));
      return params;
    },
  };
}
