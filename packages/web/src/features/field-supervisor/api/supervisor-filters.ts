import { type UrlFilters, urlFilterCodec } from "../../../lib/url-filters";
import type { ListFilterSpec } from "../../../lib/use-filtered-list";

/**
 * The Operator Management tab's search, status and page in the address, under names of their own so the
 * Equipment Assignments tab's (the fleet list's search, status, assigned, page) live beside them.
 */
export const OPERATOR_BOARD_FILTERS = urlFilterCodec(
  { search: "operatorSearch", status: "operatorStatus" },
  "operatorPage",
);
export type OperatorBoardFilters = UrlFilters<(typeof OPERATOR_BOARD_FILTERS.keys)[number]>;
export const OPERATOR_BOARD_TEXT_FILTERS = ["search"] as const;

/** The Compliance Tracking tab: which list is open (pending by default) and its page. */
export const COMPLIANCE_FILTERS = urlFilterCodec({ list: "list" }, "listPage");
export type ComplianceFilters = UrlFilters<(typeof COMPLIANCE_FILTERS.keys)[number]>;

export const OPERATOR_BOARD_LIST = {
  codec: OPERATOR_BOARD_FILTERS,
  textKeys: OPERATOR_BOARD_TEXT_FILTERS,
  panelKeys: ["status"],
} satisfies ListFilterSpec<(typeof OPERATOR_BOARD_FILTERS.keys)[number], "search">;
