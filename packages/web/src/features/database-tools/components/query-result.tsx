import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type DatabaseQueryResult, DEV_TOOL_MESSAGES } from "@mnx/domain";
import { Alert } from "../../../components/ui/alert";
import { CodeBlock } from "../../../components/ui/code-block";
import { isApiError } from "../../../lib/api-error";
import { errorMessage } from "../../../lib/error-message";
import { formatNumber } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";
import { failureTitle } from "../api/failure-title";

/** A refused or failed query: the spec's title, the tool's reason, and the database's own words. */
export function QueryFailure({ error }: { error: unknown }) {
  const failed = domainText(DEV_TOOL_MESSAGES.queryFailed);
  const message = errorMessage(error, failed);
  // The database's own words, when the message does not already quote them.
  const details = (isApiError(error) ? (error.details ?? []) : []).filter(
    (d) => !message.includes(d.message),
  );
  return (
    <Alert tone="error" title={failureTitle(error, failed, domainText(DEV_TOOL_MESSAGES.queryNetwork))}>
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
  const { t } = useLingui();
  const rowCount = result.rowCount;
  const rows = t`${plural(rowCount, { one: "# row", other: "# rows" })}`;
  const time = result.executionTime;
  const cost = formatNumber(result.estimatedCost);
  const maxRows = formatNumber(result.maxRows);
  return (
    <section aria-label={t`Query result`} className="space-y-2">
      <p role="status" className="text-sm text-ink-muted">
        <Trans>
          {rows} · {time} ms · estimated cost {cost}
        </Trans>
      </p>
      {result.truncated ? (
        <Alert tone="warning">
          <Trans>The query has more rows: only the first {maxRows} are shown.</Trans>
        </Alert>
      ) : null}
      <CodeBlock label={t`Query result rows`} value={result.rows} tall />
    </section>
  );
}
