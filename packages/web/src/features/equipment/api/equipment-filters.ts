import { type UrlFilters, urlFilterCodec } from "../../../lib/url-filters";

/** The fleet page's search and filters, and their address parameters. */
export const EQUIPMENT_FILTERS = urlFilterCodec({
  search: "search",
  status: "status",
  equipmentType: "type",
  category: "category",
  make: "make",
  currentJobSite: "site",
  // 'true' or 'false': with or without an operator (the field supervisor's Equipment Assignments tab).
  assigned: "assigned",
});

export type EquipmentFilters = UrlFilters<(typeof EQUIPMENT_FILTERS.keys)[number]>;

/** The search box; the rest are the filter panel's. */
export const EQUIPMENT_TEXT_FILTERS = ["search"] as const;
export const EQUIPMENT_PANEL_FILTERS = [
  "status",
  "equipmentType",
  "category",
  "make",
  "currentJobSite",
] as const;
