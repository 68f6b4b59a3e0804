import {
  listEnvelope,
  type Pagination,
  statsEnvelope,
  successEnvelope,
  USER_PAGE_SIZE,
  type User,
  userDetailSchema,
  userSchema,
  userStatsSchema,
} from "@mnx/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";
import { type TeamFilters, teamListParams } from "./team-filters";

export interface TeamPage {
  users: User[];
  pagination: Pagination;
}

const listAnswer = listEnvelope("users", userSchema);
const statsAnswer = statsEnvelope(userStatsSchema);
const detailAnswer = successEnvelope(userDetailSchema);

/** GET /users: the organization's people, by last name, a page at a time; the previous page stays while the next loads. */
export const teamListQuery = (filters: TeamFilters) =>
  queryOptions({
    queryKey: queryKeys.users.list(filters),
    queryFn: async ({ signal }): Promise<TeamPage> =>
      (
        await api.get("/users", {
          query: { ...teamListParams(filters), limit: USER_PAGE_SIZE },
          signal,
          schema: listAnswer,
        })
      ).data,
    staleTime: STALE_TIME.users,
    placeholderData: keepPreviousData,
  });

/** GET /users/stats (top level): total users, active users, active today. */
export const teamStatsQuery = () =>
  queryOptions({
    queryKey: queryKeys.users.stats,
    queryFn: ({ signal }) => api.get("/users/stats", { signal, schema: statsAnswer }),
    staleTime: STALE_TIME.stats,
  });

/** GET /users/{id}: the person, the history of changes to them, and what the caller may change. */
export const teamMemberQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.users.detail(id),
    queryFn: async ({ signal }) => (await api.get(`/users/${id}`, { signal, schema: detailAnswer })).data,
    staleTime: STALE_TIME.detail,
  });
