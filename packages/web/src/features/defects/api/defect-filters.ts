import { DEFECT_STATUSES, defectStatusTitle } from "@mnx/domain";
import type { UrlFilters } from "../../../lib/url-filters";
import { urlFilterCodec } from "../../../lib/url-filters";

/**
 * The Defects page's filters and their address parameters (/defects?status=unsafe&critical=true; item: one
 * checklist template item's defects, on every version of its template, opened from a defect's card).
 */
export const DEFECT_FILTERS = urlFilterCodec({ status: "status", critical: "critical", item: "item" });
export type DefectFilters = UrlFilters<(typeof DEFECT_FILTERS.keys)[number]>;

/** The status filter's choices: the groups first, then each status. */
export const DEFECT_STATUS_OPTIONS = [
  { value: "open", label: "Open (not yet acknowledged)" },
  { value: "unsafe", label: "Not yet certified" },
  ...DEFECT_STATUSES.map((status) => ({ value: status, label: defectStatusTitle(status) })),
];
