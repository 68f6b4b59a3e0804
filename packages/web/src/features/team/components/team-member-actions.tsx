import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { type AllowedUserChanges, fullName, toggledUserStatus, type User } from "@mnx/domain";
import { useId } from "react";
import { Button } from "../../../components/ui/button";

/** Why a row's changes are unavailable, in a few words beside the disabled buttons. */
const REFUSAL_NOTES: Partial<Record<NonNullable<AllowedUserChanges["refusal"]>, MessageDescriptor>> = {
  OWN_ACCOUNT_CHANGE: msg`You cannot change your own role or status.`,
  SUPER_ADMIN_REQUIRED: msg`Only a super admin can change a super admin.`,
};

export interface TeamMemberHandlers {
  onEditRole: (user: User) => void;
  onToggleStatus: (user: User) => void;
  onView: (user: User) => void;
}

interface TeamMemberActionsProps extends TeamMemberHandlers {
  user: User;
  /** In the table the buttons keep to one line; on a card they wrap. */
  layout: "row" | "wrap";
  allowed: AllowedUserChanges;
  /** While this row's role is being edited, its other actions wait. */
  editing: boolean;
}

/**
 * Edit role, Activate or Deactivate, and View details (part 2, 2.10). Changes the caller may not make (their
 * own row, a super admin for a fleet manager) are disabled, with the reason beside them.
 */
export function TeamMemberActions({ user, allowed, editing, layout, ...handlers }: TeamMemberActionsProps) {
  const noteId = useId();
  const { i18n } = useLingui();
  const name = fullName(user);
  const deactivates = toggledUserStatus(user.status) !== "ACTIVE";
  const refusalNote = allowed.refusal ? REFUSAL_NOTES[allowed.refusal] : undefined;
  const note = refusalNote ? i18n._(refusalNote) : undefined;
  const describedBy = note ? noteId : undefined;
  // The table keeps its three buttons on one line; a card has two side by side and View Details under them.
  const row = layout === "row";
  const button = row ? "px-3" : "";
  return (
    <div className="space-y-1">
      <div className={row ? "flex gap-2 whitespace-nowrap" : "grid grid-cols-2 gap-2"}>
        <Button
          variant="secondary"
          className={button}
          disabled={editing || allowed.roles.length === 0}
          aria-describedby={describedBy}
          onClick={() => handlers.onEditRole(user)}
        >
          <Trans>
            Edit Role<span className="sr-only"> of {name}</span>
          </Trans>
        </Button>
        <Button
          variant={deactivates ? "danger" : "secondary"}
          className={button}
          disabled={editing || !allowed.status}
          aria-describedby={describedBy}
          onClick={() => handlers.onToggleStatus(user)}
        >
          {deactivates ? (
            <Trans>
              Deactivate<span className="sr-only"> {name}</span>
            </Trans>
          ) : (
            <Trans>
              Activate<span className="sr-only"> {name}</span>
            </Trans>
          )}
        </Button>
        <Button variant="ghost" className={row ? button : "col-span-2"} onClick={() => handlers.onView(user)}>
          {row ? (
            <Trans>
              View<span className="sr-only"> details of {name}</span>
            </Trans>
          ) : (
            <Trans>
              View Details<span className="sr-only"> of {name}</span>
            </Trans>
          )}
        </Button>
      </div>
      {note ? (
        <p id={noteId} className="text-xs text-ink-muted">
          {note}
        </p>
      ) : null}
    </div>
  );
}
