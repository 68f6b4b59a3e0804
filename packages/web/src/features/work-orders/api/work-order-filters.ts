import {
  WORK_ORDER_PAGE_SIZE,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPES,
  workOrderSearchTerm,
} from "@mnx/domain";
import { type UrlFilters, urlFilterCodec } from "../../../lib/url-filters";
import type { ListFilterSpec } from "../../../lib/use-filtered-list";
import type { WorkOrderListParams } from "./work-order-queries";

/** The work orders page's search and filters, and their address parameters (part 2, 2.6 and 7). */
export const WORK_ORDER_FILTERS = urlFilterCodec({
  search: "search",
  status: "status",
  priority: "priority",
  workOrderType: "type",
  jobSite: "site",
  isEmergency: "emergency",
  my: "my",
});

export type WorkOrderFilters = UrlFilters<(typeof WORK_ORDER_FILTERS.keys)[number]>;

/** Typed filters (debounced): the search box and the job site. */
export const WORK_ORDER_TEXT_FILTERS = ["search", "jobSite"] as const;
export const WORK_ORDER_PANEL_FILTERS = [
  "status",
  "priority",
  "workOrderType",
  "jobSite",
  "isEmergency",
  "my",
] as const;

/** The emergency filter's values in the address: all (''), emergency ('true'), non-emergency ('false'). */
export const EMERGENCY_FILTER = { emergency: "true", nonEmergency: "false" } as const;
export const MY_FILTER_ON = "true";

const oneOf = (values: readonly string[], value: string) => (values.includes(value) ? value : undefined);
const flag = (value: string) => (value === "true" || value === "false" ? value : undefined);

/**
 * GET /work-orders with the page's filters, 20 a page. A hand-edited address with an unknown value drops that
 * filter instead of failing the whole list.
 */
export function workOrderListParams(filters: WorkOrderFilters): WorkOrderListParams {
  return {
    search: workOrderSearchTerm(filters.search),
    status: oneOf(WORK_ORDER_STATUSES, filters.status),
    priority: oneOf(WORK_ORDER_PRIORITIES, filters.priority),
    workOrderType: oneOf(WORK_ORDER_TYPES, filters.workOrderType),
    jobSite: filters.jobSite || undefined,
    isEmergency: flag(filters.isEmergency),
    my: filters.my === MY_FILTER_ON ? MY_FILTER_ON : undefined,
    page: filters.page,
    limit: WORK_ORDER_PAGE_SIZE,
  };
}

export const WORK_ORDER_LIST = {
  codec: WORK_ORDER_FILTERS,
  textKeys: WORK_ORDER_TEXT_FILTERS,
  panelKeys: WORK_ORDER_PANEL_FILTERS,
} satisfies ListFilterSpec<(typeof WORK_ORDER_FILTERS.keys)[number], "search" | "jobSite">;
