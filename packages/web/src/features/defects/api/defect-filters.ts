import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { DEFECT_STATUSES, defectStatusTitle } from "@mnx/domain";
import { domainText } from "../../../lib/i18n/i18n";
import type { UrlFilters } from "../../../lib/url-filters";
import { urlFilterCodec } from "../../../lib/url-filters";

/**
 * The Defects page's filters and their address parameters (/defects?status=unsafe&critical=true; item: one
 * checklist template item's defects, on every version of its template, opened from a defect's card).
 */
export const DEFECT_FILTERS = urlFilterCodec({ status: "status", critical: "critical", item: "item" });
export type DefectFilters = UrlFilters<(typeof DEFECT_FILTERS.keys)[number]>;

const STATUS_GROUPS = [
  { value: "open", label: msg`Open (not yet acknowledged)` },
  { value: "unsafe", label: msg`Not yet certified` },
];

/** The status filter's choices, in the language shown: the groups first, then each status. */
export const defectStatusOptions = (i18n: I18n) => [
  ...STATUS_GROUPS.map((group) => ({ value: group.value, label: i18n._(group.label) })),
  ...DEFECT_STATUSES.map((status) => ({ value: status, label: domainText(defectStatusTitle(status)) })),
];
