import { type DatabaseQueryResult, DEV_TOOL_MESSAGES } from "@mnx/domain";
import { Alert } from "../../../components/ui/alert";
import { CodeBlock } from "../../../components/ui/code-block";
import { isApiError } from "../../../lib/api-error";
import { errorMessage } from "../../../lib/error-message";
import { failureTitle } from "../api/failure-title";

/** A refused or failed query: the spec's title, the tool's reason, and the database's own words. */
export function QueryFailure({ error }: { error: unknown }) {
  const message = errorMessage(error, DEV_TOOL_MESSAGES.queryFailed);
  // The database's own words, when the message does not already quote them.
  const details = (isApiError(error) ? (error.details ?? []) : []).filter(
    (d) => !message.includes(d.message),
  );
  return (
    <Alert
      tone="error"
      title={failureTitle(error, DEV_TOOL_MESSAGES.queryFailed, DEV_TOOL_MESSAGES.queryNetwork)}
    >
      <p>{message}</p>
      {details.map((detail) => (
        <p key={detail.message} className="mt-1 font-mono text-xs break-words">
          {detail.message}
        </p>
      ))}
    </Alert>
  );
}

/** The rows as raw structured text (part 2, 2.13), with how many, how long and how costly. */
export function QueryResult({ result }: { result: DatabaseQueryResult }) {
  const rows = result.rowCount === 1 ? "1 row" : `${result.rowCount.toLocaleString("en-US")} rows`;
  return (
    <section aria-label="Query result" className="space-y-2">
      <p role="status" className="text-sm text-ink-muted">
        {rows} · {result.executionTime} ms · estimated cost {result.estimatedCost.toLocaleString("en-US")}
      </p>
      {result.truncated ? (
        <Alert tone="warning">
          The query has more rows: only the first {result.maxRows.toLocaleString("en-US")} are shown.
        </Alert>
      ) : null}
      <CodeBlock label="Query result rows" value={result.rows} tall />
    </section>
  );
}
