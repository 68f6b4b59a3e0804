import type { TeamManager, User } from "@mnx/domain";
import type { TeamMemberHandlers } from "./team-member-actions";
import type { RoleEdit } from "./use-role-edit";

/** What the table and the cards both take: the page's people, who is looking, and what they may do. */
export interface TeamListProps extends TeamMemberHandlers {
  users: readonly User[];
  manager: TeamManager;
  roleEdit: RoleEdit;
  /** The next page is loading: the rows shown are the previous page's. */
  busy: boolean;
}
