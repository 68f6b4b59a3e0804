import { type UrlFilters, urlFilterCodec } from "../../../lib/url-filters";
import type { ListFilterSpec } from "../../../lib/use-filtered-list";

/** The parts list's search and filters, and their address parameters (/parts?search=&category=&archived=true). */
export const PART_FILTERS = urlFilterCodec({ search: "search", category: "category", archived: "archived" });

type PartFilterKey = (typeof PART_FILTERS.keys)[number];
export type PartFilters = UrlFilters<PartFilterKey>;

/** /parts: the search box (part number, name, barcode), then category and archived in the panel. */
export const PART_LIST = {
  codec: PART_FILTERS,
  textKeys: ["search"],
  panelKeys: ["category", "archived"],
  // Archived ones are another list, not a narrower one: its empty state says so itself.
  narrowingKeys: ["search", "category"],
} satisfies ListFilterSpec<PartFilterKey, "search">;

/** The 'to order' list's one filter: a location (/parts/to-order?location=...). */
export const TO_ORDER_FILTERS = urlFilterCodec({ locationId: "location" });
export type ToOrderFilters = UrlFilters<(typeof TO_ORDER_FILTERS.keys)[number]>;
