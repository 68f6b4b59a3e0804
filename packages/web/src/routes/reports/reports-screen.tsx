import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { downloadReportCsv } from "../../features/reports/api/download-report";
import {
  REPORT_PERIOD_FILTER,
  REPORT_TEXT_FILTERS,
  reportPeriodOf,
} from "../../features/reports/api/report-period-filter";
import { reportQuery } from "../../features/reports/api/report-queries";
import { ReportContent } from "../../features/reports/components/report-content";
import { ReportPeriodPanel } from "../../features/reports/components/report-period-panel";
import { errorMessage } from "../../lib/error-message";
import { useUrlFilters } from "../../lib/use-url-filters";

/** /reports (part 2, 2.9): manager level; the period in the address; Export downloads the CSV. */
export function ReportsScreen() {
  const filters = useUrlFilters(REPORT_PERIOD_FILTER, REPORT_TEXT_FILTERS);
  const period = reportPeriodOf(filters.filters.period);
  const query = useQuery(reportQuery(period));
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const { t } = useLingui();

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadReportCsv(period);
    } catch (error) {
      setExportError(errorMessage(error, t`The report could not be exported. Please try again.`));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">
            <Trans>Maintenance Reports</Trans>
          </h2>
          <p className="text-sm text-ink-muted">
            <Trans>Is the shop keeping up, which machines keep failing, is the team loaded.</Trans>
          </p>
        </div>
        <Button variant="secondary" onClick={() => void exportCsv()} busy={exporting}>
          <Trans>Export CSV</Trans>
        </Button>
      </div>
      {exportError ? <Alert tone="error">{exportError}</Alert> : null}
      <ReportPeriodPanel filters={filters.filters} onChange={filters.update} onReset={filters.clear} />
      <ReportContent query={query} />
    </div>
  );
}
