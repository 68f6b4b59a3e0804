import {
  ASSIGNMENT_PAGE_SIZE,
  type Assignment,
  assignmentSchema,
  listEnvelope,
  type Pagination,
} from "@mnx/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";
import type { AssignmentFilters } from "./assignment-filters";

export interface AssignmentListPage {
  assignments: Assignment[];
  pagination: Pagination;
}

const listAnswer = listEnvelope("assignments", assignmentSchema);

/** GET /equipment/assignments, 20 a page (part 2, 7); an operator gets only their own (the server sees to it). */
export const assignmentListQuery = (filters: AssignmentFilters) =>
  queryOptions({
    queryKey: queryKeys.assignments.list(filters),
    queryFn: async ({ signal }): Promise<AssignmentListPage> => {
      const answer = await api.get("/equipment/assignments", {
        query: { ...filters, limit: ASSIGNMENT_PAGE_SIZE },
        signal,
        schema: listAnswer,
      });
      return answer.data;
    },
    staleTime: STALE_TIME.equipment,
    placeholderData: keepPreviousData,
  });
