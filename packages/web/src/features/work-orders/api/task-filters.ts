import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import {
  TASK_LIST_PAGE_SIZE,
  TASK_SORT_ORDERS,
  TASK_STATUS_FILTERS,
  taskStatusQueryValue,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_SORT_FIELDS,
  type WorkOrderSortField,
  workOrderSearchTerm,
} from "@mnx/domain";
import { i18n } from "../../../lib/i18n/i18n";
import { type UrlFilters, urlFilterCodec } from "../../../lib/url-filters";
import type { ListFilterSpec } from "../../../lib/use-filtered-list";
import { enumText } from "../components/work-order-display";
import type { WorkOrderListParams } from "./work-order-queries";

/** The task list's search, filters and sort (part 2, 2.7), kept in the address in the UI's lowercase. */
export const TASK_FILTERS = urlFilterCodec({
  search: "search",
  status: "status",
  priority: "priority",
  sortBy: "sort",
});

export type TaskFilters = UrlFilters<(typeof TASK_FILTERS.keys)[number]>;

export const TASK_TEXT_FILTERS = ["search"] as const;
export const TASK_PANEL_FILTERS = ["status", "priority", "sortBy"] as const;
/** What narrows the list (the sort does not). */
export const TASK_NARROWING_FILTERS = ["search", "status", "priority"] as const;

/** The selects' 'all' (and the default sort) is an empty value in the address. */
export const ALL = "all";
export const DEFAULT_SORT: WorkOrderSortField = "createdAt";

/** Most urgent first, as the spec lists them: critical, high, medium, low. */
const TASK_PRIORITIES = [...WORK_ORDER_PRIORITIES].reverse().map((priority) => priority.toLowerCase());

const SORT_LABELS: Readonly<Record<WorkOrderSortField, MessageDescriptor>> = {
  createdAt: msg`Created`,
  dueDate: msg`Due Date`,
  priority: msg`Priority`,
  status: msg`Status`,
};

const option = (value: string) => ({ value, label: enumText(value) });

/** The selects' options, in the language shown (made when drawn). */
export const taskStatusOptions = () => [
  { value: ALL, label: t`All Statuses` },
  ...TASK_STATUS_FILTERS.map(option),
];
export const taskPriorityOptions = () => [
  { value: ALL, label: t`All Priorities` },
  ...TASK_PRIORITIES.map(option),
];
export const taskSortOptions = () =>
  WORK_ORDER_SORT_FIELDS.map((value) => ({ value, label: i18n._(SORT_LABELS[value]) }));

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.find((item) => item === value);

/**
 * GET /work-orders for the task list: 'open' as the API's alias or the real statuses, priorities in capitals,
 * each sort in its natural direction, 50 a page. Unknown address values are ignored.
 */
export function taskListParams(filters: TaskFilters): WorkOrderListParams {
  const status = oneOf(TASK_STATUS_FILTERS, filters.status);
  const priority = oneOf(TASK_PRIORITIES, filters.priority);
  const sortBy = oneOf(WORK_ORDER_SORT_FIELDS, filters.sortBy) ?? DEFAULT_SORT;
  return {
    search: workOrderSearchTerm(filters.search),
    status: status ? taskStatusQueryValue(status) : undefined,
    priority: priority?.toUpperCase(),
    sortBy,
    sortOrder: TASK_SORT_ORDERS[sortBy],
    page: filters.page,
    limit: TASK_LIST_PAGE_SIZE,
  };
}

export const TASK_LIST = {
  codec: TASK_FILTERS,
  textKeys: TASK_TEXT_FILTERS,
  panelKeys: TASK_PANEL_FILTERS,
  narrowingKeys: TASK_NARROWING_FILTERS,
} satisfies ListFilterSpec<(typeof TASK_FILTERS.keys)[number], "search">;
