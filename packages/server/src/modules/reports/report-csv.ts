import { type Report, reportCsvRows } from "@mnx/domain";
import { csvText } from "../../csv.js";

/** The report as a CSV file: UTF-8 with a byte-order mark (so spreadsheets read it as UTF-8), CRLF lines. */
export function reportCsv(report: Report): string {
  return csvText(reportCsvRows(report));
}

/** maintenance-report-summit-ridge-construction-30d-2026-03-10.csv: the organization, period and last day. */
export function reportFileName(report: Report): string {
  const organization =
    report.organization.name
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "organization";
  return `maintenance-report-${organization}-${report.period}-${report.to}.csv`;
}
