import type { ReportPeriod } from "@mnx/domain";
import { downloadFile } from "../../../lib/download-file";

/**
 * Export: the server's CSV of the same report (GET /reports/export), saved under the name the server gives it
 * (organization, period and day).
 */
export function downloadReportCsv(period: ReportPeriod): Promise<void> {
  return downloadFile("/reports/export", `maintenance-report-${period}.csv`, { period });
}
