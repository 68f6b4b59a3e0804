import { Trans, useLingui } from "@lingui/react/macro";
import { REPORT_MESSAGES, REPORT_PERIOD_LABELS, type Report, SUPPORT_HINT } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Button } from "../../../components/ui/button";
import { StatePanel } from "../../../components/ui/state-panel";
import { errorMessage } from "../../../lib/error-message";
import { formatDay } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";
import { ReportCharts } from "./report-charts";
import { ReportDetailCards } from "./report-detail-cards";
import { ReportIndicators } from "./report-indicators";

/**
 * The costs section (docs/decisions/031): its own chunk, loaded when a report with costs is drawn, so the page's
 * first JavaScript stays within its budget and a role without costs never loads it.
 */
const ReportCostSection = lazy(async () => ({ default: (await import("./report-costs")).ReportCostSection }));

/**
 * The report of the chosen period: loading, the spec's failure panel with Try Again, else the indicators, the
 * cards, the charts and (for a role that sees costs) the costs. While another period loads, the previous
 * figures stay, dimmed and marked busy.
 */
export function ReportContent({ query }: { query: UseQueryResult<Report> }) {
  const report = query.data;
  const { t } = useLingui();
  if (query.isPending) return <StatePanel kind="loading" title={t`Loading reports...`} />;
  if (report === undefined) {
    return (
      <StatePanel
        kind="error"
        title={domainText(REPORT_MESSAGES.loadFailed)}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        <p>{domainText(SUPPORT_HINT)}</p>
        <p className="mt-1 text-xs">{errorMessage(query.error, "")}</p>
      </StatePanel>
    );
  }
  const period = domainText(REPORT_PERIOD_LABELS[report.period]);
  const from = formatDay(report.from, { year: true });
  const to = formatDay(report.to, { year: true });
  return (
    <div
      className={`space-y-4 transition-opacity ${query.isPlaceholderData ? "opacity-60" : ""}`}
      aria-busy={query.isPlaceholderData || undefined}
    >
      <p className="text-sm text-ink-muted" aria-live="polite">
        <Trans>
          {period}: {from} to {to} (UTC days)
        </Trans>
      </p>
      <ReportIndicators indicators={report.indicators} />
      <ReportDetailCards report={report} />
      <ReportCharts report={report} />
      {report.costs ? (
        <Suspense fallback={<StatePanel kind="loading" title={t`Loading costs...`} />}>
          <ReportCostSection report={report} />
        </Suspense>
      ) : null}
    </div>
  );
}
