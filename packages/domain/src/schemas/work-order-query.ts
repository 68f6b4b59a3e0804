import { z } from "zod";
import { WORK_ORDER_JOB_SITE_MAX, WORK_ORDER_PAGE_SIZE, WORK_ORDER_SEARCH_MIN } from "../constants.js";
import {
  ACTIVE_WORK_ORDER_STATUSES,
  SORT_ORDERS,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_SORT_FIELDS,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPES,
} from "../enums.js";
import { TASK_STATUS_FILTER_STATUSES } from "../work-order-rules.js";
import { optionalIdInput, pageQuery, queryBoolean, queryEnumList } from "./fields.js";

/** Status aliases in the list query: 'active' (part 1, 9) and the simpler list's 'open' (part 2, 2.7). */
const STATUS_ALIASES = { active: ACTIVE_WORK_ORDER_STATUSES, open: TASK_STATUS_FILTER_STATUSES.open };

/** GET /work-orders: every filter of both parts. status, priority and workOrderType take lists. */
export const listWorkOrdersQuerySchema = z.object({
  // Shorter text could not use the trigram index and would scan the organization's whole history.
  search: z
    .string()
    .trim()
    .max(100)
    .refine(
      (text) => text === "" || text.length >= WORK_ORDER_SEARCH_MIN,
      `Search needs at least ${WORK_ORDER_SEARCH_MIN} characters`,
    )
    .optional(),
  status: queryEnumList(WORK_ORDER_STATUSES, STATUS_ALIASES).optional(),
  priority: queryEnumList(WORK_ORDER_PRIORITIES).optional(),
  workOrderType: queryEnumList(WORK_ORDER_TYPES).optional(),
  jobSite: z.string().trim().max(WORK_ORDER_JOB_SITE_MAX).optional(),
  isEmergency: queryBoolean().optional(),
  my: queryBoolean().optional(),
  equipmentId: optionalIdInput("Invalid equipment id"),
  equipmentOperatorId: optionalIdInput("Invalid operator id"),
  mechanicId: optionalIdInput("Invalid mechanic id"),
  assignedToId: optionalIdInput("Invalid assignee id"),
  assignedTo: optionalIdInput("Invalid assignee id"),
  sortBy: z.enum(WORK_ORDER_SORT_FIELDS).default("createdAt"),
  sortOrder: z.enum(SORT_ORDERS).default("desc"),
  ...pageQuery(WORK_ORDER_PAGE_SIZE),
});
export type ListWorkOrdersQueryInput = z.input<typeof listWorkOrdersQuerySchema>;
export type ListWorkOrdersQuery = z.output<typeof listWorkOrdersQuerySchema>;
