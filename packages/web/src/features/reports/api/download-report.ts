import type { ReportPeriod } from "@mnx/domain";
import { apiDownload } from "../../../lib/api-client";

/**
 * Export: the server's CSV of the same report (GET /reports/export), saved under the name the server gives it
 * (organization, period and day).
 */
export async function downloadReportCsv(period: ReportPeriod): Promise<void> {
  const { blob, fileName } = await apiDownload("/reports/export", `maintenance-report-${period}.csv`, {
    query: { period },
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; a later revoke frees the memory.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
