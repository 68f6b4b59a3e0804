import { Trans, useLingui } from "@lingui/react/macro";
import { type ApiExplorerResult, DEV_TOOL_MESSAGES } from "@mnx/domain";
import type { ReactNode } from "react";
import { Alert } from "../../../components/ui/alert";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { CodeBlock } from "../../../components/ui/code-block";
import { DetailList } from "../../../components/ui/detail-list";
import { isApiError } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";
import { answerSummary } from "../api/answer-summary";
import { ErrorDetails } from "./error-details";

const statusTone = (status: number): BadgeTone =>
  status < 300 ? "success" : status < 400 ? "info" : status < 500 ? "warning" : "danger";

/** The explorer's own call failed (no answer, no session, a target it refuses): the spec's words for each. */
function TestFailure({ error }: { error: unknown }) {
  const api = isApiError(error) ? error : null;
  const code = api?.code ?? null;
  const title =
    code === "AUTH_REQUIRED" || code === "INVALID_TOKEN"
      ? DEV_TOOL_MESSAGES.authRequired
      : code === "NETWORK_ERROR" || code === "TIMEOUT_ERROR"
        ? DEV_TOOL_MESSAGES.apiTestNetwork
        : DEV_TOOL_MESSAGES.apiTestFailed;
  return (
    <Alert tone="error" title={domainText(title)}>
      <p>{domainText(api?.message ?? DEV_TOOL_MESSAGES.apiTestFailed)}</p>
      <div className="mt-2">
        <ErrorDetails status={api?.status ?? 0} code={code} details={api?.details ?? []} />
      </div>
    </Alert>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** The result panel (part 2, 2.12): status, response time, message, data, request body, errors, headers, timestamp. */
function TestResult({ result }: { result: ApiExplorerResult }) {
  const { request, response } = result;
  const answer = answerSummary(response.data);
  const headers = Object.entries(response.headers);
  const headerCount = headers.length;
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <DetailList
        columns={3}
        items={[
          {
            label: t`Status`,
            value: (
              <Badge tone={statusTone(response.status)}>{`${response.status} ${response.statusText}`}</Badge>
            ),
          },
          { label: t`Response time`, value: `${response.responseTime} ms` },
          {
            label: t`Timestamp`,
            value: (
              <time dateTime={response.timestamp} title={response.timestamp}>
                {formatDateTime(response.timestamp)}
              </time>
            ),
          },
        ]}
      />
      <DetailList
        columns={1}
        items={[
          {
            label: t`Request`,
            value: <code className="font-mono break-all">{`${request.method} ${request.endpoint}`}</code>,
          },
          { label: t`Message`, value: answer.message ?? response.statusText },
        ]}
      />
      {response.ok ? null : (
        <Alert tone={response.status >= 500 ? "error" : "warning"} title={t`Error details`}>
          <ErrorDetails status={response.status} code={answer.code} details={answer.details} />
        </Alert>
      )}
      <Section title={t`Data`}>
        <CodeBlock label={t`Response data`} value={response.data} tall />
      </Section>
      <Section title={t`Request body`}>
        {request.body === null ? (
          <p className="text-sm text-ink-muted">
            <Trans>No body was sent.</Trans>
          </p>
        ) : (
          <CodeBlock label={t`Request body sent`} value={request.body} />
        )}
      </Section>
      <details className="rounded-lg border border-line">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold">
          <Trans>Response headers ({headerCount})</Trans>
        </summary>
        <dl className="space-y-1 border-t border-line px-3 py-2 font-mono text-xs">
          {headers.map(([name, value]) => (
            <div key={name} className="break-all">
              <dt className="inline font-semibold">{name}: </dt>
              <dd className="inline">{value}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}

interface TestResultPanelProps {
  result: ApiExplorerResult | undefined;
  error: unknown;
  pending: boolean;
}

export function TestResultPanel({ result, error, pending }: TestResultPanelProps) {
  return (
    <Card className="space-y-3" aria-busy={pending || undefined}>
      <h2 className="text-lg font-semibold">
        <Trans>Result</Trans>
      </h2>
      {pending ? (
        <p role="status" className="text-sm text-ink-muted">
          <Trans>Calling...</Trans>
        </p>
      ) : error ? (
        <TestFailure error={error} />
      ) : result ? (
        <TestResult result={result} />
      ) : (
        <p className="text-sm text-ink-muted">
          <Trans>Choose an endpoint, then press Test Endpoint to see its answer here.</Trans>
        </p>
      )}
    </Card>
  );
}
