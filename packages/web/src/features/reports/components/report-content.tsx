import { formatDay, REPORT_MESSAGES, REPORT_PERIOD_LABELS, type Report, SUPPORT_HINT } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Button } from "../../../components/ui/button";
import { StatePanel } from "../../../components/ui/state-panel";
import { errorMessage } from "../../../lib/error-message";
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
  if (query.isPending) return <StatePanel kind="loading" title="Loading reports..." />;
  if (report === undefined) {
    return (
      <StatePanel
        kind="error"
        title={REPORT_MESSAGES.loadFailed}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        }
      >
        <p>{SUPPORT_HINT}</p>
        <p className="mt-1 text-xs">{errorMessage(query.error, "")}</p>
      </StatePanel>
    );
  }
  return (
    <div
      className={`space-y-4 transition-opacity ${query.isPlaceholderData ? "opacity-60" : ""}`}
      aria-busy={query.isPlaceholderData || undefined}
    >
      <p className="text-sm text-ink-muted" aria-live="polite">
        {REPORT_PERIOD_LABELS[report.period]}: {formatDay(report.from, { year: true })} to{" "}
        {formatDay(report.to, { year: true })} (UTC days)
      </p>
      <ReportIndicators indicators={report.indicators} />
      <ReportDetailCards report={report} />
      <ReportCharts report={report} />
      {report.costs ? (
        <Suspense fallback={<StatePanel kind="loading" title="Loading costs..." />}>
          <ReportCostSection report={report} />
        </Suspense>
      ) : null}
    </div>
  );
}
