import { Trans, useLingui } from "@lingui/react/macro";
import { enumLabel, fullName, roleLabel, type UserHistoryEntry, type UserStatus } from "@mnx/domain";
import { formatDateTime } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";

const statusText = (status: UserStatus | null) => (status ? domainText(enumLabel(status)) : "");
const roleText = (role: string | null) => domainText(roleLabel(role));

/** What one line says, as the domain's userHistoryText does in English: 'Added as Mechanic (Active)'. */
function useHistoryText() {
  const { t } = useLingui();
  return (entry: UserHistoryEntry): string => {
    switch (entry.event) {
      case "CREATED": {
        const role = roleText(entry.toRole);
        const status = statusText(entry.toStatus);
        return t`Added as ${role} (${status})`;
      }
      case "ROLE_CHANGED": {
        const from = roleText(entry.fromRole);
        const to = roleText(entry.toRole);
        return t`Role changed from ${from} to ${to}`;
      }
      case "STATUS_CHANGED": {
        const from = statusText(entry.fromStatus);
        const to = statusText(entry.toStatus);
        if (entry.toStatus === "ACTIVE") return t`Activated (${from} to ${to})`;
        if (entry.toStatus === "SUSPENDED") return t`Suspended (${from} to ${to})`;
        return t`Deactivated (${from} to ${to})`;
      }
    }
  };
}

/** Every change made to a person, oldest first: what, who and when (DECISIONS.md "Team management"). */
export function UserHistoryList({ history }: { history: readonly UserHistoryEntry[] }) {
  const { t } = useLingui();
  const historyText = useHistoryText();
  if (history.length === 0)
    return (
      <p className="text-sm text-ink-muted">
        <Trans>No changes recorded.</Trans>
      </p>
    );
  return (
    <ol className="space-y-3 border-s-2 border-line ps-4">
      {history.map((entry) => (
        <li key={entry.id} className="min-w-0">
          <p className="text-sm font-medium text-ink">{historyText(entry)}</p>
          <p className="text-xs text-ink-muted">
            {fullName(entry.changedBy) || t`System`} ·{" "}
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
