import { formatDateTime, historyActorName, type UserHistoryEntry, userHistoryText } from "@mnx/domain";

/** Every change made to a person, oldest first: what, who and when (DECISIONS.md "Team management"). */
export function UserHistoryList({ history }: { history: readonly UserHistoryEntry[] }) {
  if (history.length === 0) return <p className="text-sm text-ink-muted">No changes recorded.</p>;
  return (
    <ol className="space-y-3 border-l-2 border-line pl-4">
      {history.map((entry) => (
        <li key={entry.id} className="min-w-0">
          <p className="text-sm font-medium text-ink">{userHistoryText(entry)}</p>
          <p className="text-xs text-ink-muted">
            {historyActorName(entry.changedBy)} ·{" "}
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
