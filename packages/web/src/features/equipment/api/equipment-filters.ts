import { type UrlFilters, urlFilterCodec } from "../../../lib/url-filters";
import type { ListFilterSpec } from "../../../lib/use-filtered-list";

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

type EquipmentFilterKey = (typeof EQUIPMENT_FILTERS.keys)[number];
export type EquipmentFilters = UrlFilters<EquipmentFilterKey>;

/** The search box; the rest are the filter panel's. */
export const EQUIPMENT_TEXT_FILTERS = ["search"] as const;
export const EQUIPMENT_PANEL_FILTERS = [
  "status",
  "equipmentType",
  "category",
  "make",
  "currentJobSite",
] as const;

/** The fleet list (/equipment): search, then the panel's filters. */
export const EQUIPMENT_LIST = {
  codec: EQUIPMENT_FILTERS,
  textKeys: EQUIPMENT_TEXT_FILTERS,
  panelKeys: EQUIPMENT_PANEL_FILTERS,
} satisfies ListFilterSpec<EquipmentFilterKey, "search">;

/** The field supervisor's Equipment Assignments tab: the fleet by status and by whether it has an operator. */
export const MACHINE_ASSIGNMENT_LIST = {
  codec: EQUIPMENT_FILTERS,
  textKeys: EQUIPMENT_TEXT_FILTERS,
  panelKeys: ["status", "assigned"],
} satisfies ListFilterSpec<EquipmentFilterKey, "search">;
