import type { ApiEndpoint, ApiExplorerCatalog } from "@mnx/domain";

/** The method filter's choices (part 2, 2.12), with PATCH, which this API uses for its partial updates. */
export const METHOD_FILTERS = ["ALL", "GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type MethodFilter = (typeof METHOD_FILTERS)[number];

export interface EndpointGroup {
  category: string;
  endpoints: ApiEndpoint[];
}

/** Every word typed must appear in the method, path, summary or category (case-insensitive). */
function matchesSearch(endpoint: ApiEndpoint, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${endpoint.method} ${endpoint.path} ${endpoint.summary} ${endpoint.category}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The catalog's categories in their order, each with its endpoints that pass the search and the method filter. */
export function endpointGroups(
  catalog: ApiExplorerCatalog,
  search: string,
  method: MethodFilter,
): EndpointGroup[] {
  const shown = catalog.endpoints.filter(
    (endpoint) => (method === "ALL" || endpoint.method === method) && matchesSearch(endpoint, search),
  );
  return catalog.categories
    .map((category) => ({
      category: category.name,
      endpoints: shown.filter((endpoint) => endpoint.category === category.name),
    }))
    .filter((group) => group.endpoints.length > 0);
}
