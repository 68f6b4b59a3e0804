import { isRole, USER_STATUSES, USERS_SEARCH_DEBOUNCE_MS, type UserStatus } from "@mnx/domain";
import { type UrlFilters, urlFilterCodec } from "../../../lib/url-filters";
import type { ListFilterSpec } from "../../../lib/use-filtered-list";

/** Team Management's search, role and status, kept in the address like the other list pages. */
export const TEAM_FILTERS = urlFilterCodec({ search: "search", role: "role", status: "status" });

export type TeamFilters = UrlFilters<(typeof TEAM_FILTERS.keys)[number]>;

export const TEAM_TEXT_FILTERS = ["search"] as const;
export const TEAM_PANEL_FILTERS = ["role", "status"] as const;

const isUserStatus = (value: string): value is UserStatus =>
  (USER_STATUSES as readonly string[]).includes(value);

/** GET /users parameters; a role or status the address holds but the server does not know is left out. */
export function teamListParams(filters: TeamFilters) {
  return {
    search: filters.search || undefined,
    role: isRole(filters.role) ? filters.role : undefined,
    status: isUserStatus(filters.status) ? filters.status : undefined,
    page: filters.page,
  };
}

export const TEAM_LIST = {
  codec: TEAM_FILTERS,
  textKeys: TEAM_TEXT_FILTERS,
  panelKeys: TEAM_PANEL_FILTERS,
  debounceMs: USERS_SEARCH_DEBOUNCE_MS,
} satisfies ListFilterSpec<(typeof TEAM_FILTERS.keys)[number], "search">;
