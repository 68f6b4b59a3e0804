import { type UrlFilters, urlFilterCodec } from "../../../lib/url-filters";
import type { ListFilterSpec } from "../../../lib/use-filtered-list";

/**
 * The assignments page's search and filters. ?equipment= and ?operator= are the field-supervisor dashboard's
 * links (forwarded by the /equipment-assignments redirect), so they pre-apply those filters.
 */
export const ASSIGNMENT_FILTERS = urlFilterCodec({
  search: "search",
  equipmentId: "equipment",
  operatorId: "operator",
  status: "status",
  jobSite: "site",
});

export type AssignmentFilters = UrlFilters<(typeof ASSIGNMENT_FILTERS.keys)[number]>;

export const ASSIGNMENT_TEXT_FILTERS = ["search", "jobSite"] as const;
export const ASSIGNMENT_PANEL_FILTERS = ["equipmentId", "operatorId", "status", "jobSite"] as const;

export const ASSIGNMENT_LIST = {
  codec: ASSIGNMENT_FILTERS,
  textKeys: ASSIGNMENT_TEXT_FILTERS,
  panelKeys: ASSIGNMENT_PANEL_FILTERS,
} satisfies ListFilterSpec<(typeof ASSIGNMENT_FILTERS.keys)[number], "search" | "jobSite">;
