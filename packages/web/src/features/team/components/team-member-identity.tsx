import { Trans } from "@lingui/react/macro";
import { fullName, initials, type User } from "@mnx/domain";

/** The user column (part 2, 2.10): initials, name and email; '(you)' on the signed-in person's own row. */
export function TeamMemberIdentity({ user, isSelf }: { user: User; isSelf: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-soft text-sm font-bold text-accent-soft-ink"
      >
        {initials(user)}
      </span>
      <div className="min-w-0">
        <p className="font-semibold wrap-anywhere">
          {fullName(user)}
          {isSelf ? (
            <span className="font-normal text-ink-muted">
              {" "}
              <Trans>(you)</Trans>
            </span>
          ) : null}
        </p>
        <p className="text-sm wrap-anywhere text-ink-muted">{user.email}</p>
      </div>
    </div>
  );
}
