import { type Report, reportCsvRows } from "@mnx/domain";

/**
 * A cell a spreadsheet would run as a formula (it starts with = + - @, or a tab or carriage return that some
 * spreadsheets skip first) gets a leading apostrophe, so it shows as the text it is (OWASP 'CSV Injection').
 */
export function neutralizedCell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a cell holding a comma, a quote or a line break is quoted, its quotes doubled. */
function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The report as a CSV file: UTF-8 with a byte-order mark (so spreadsheets read it as UTF-8), CRLF lines. */
export function reportCsv(report: Report): string {
  const lines = reportCsvRows(report).map((row) =>
    row.map((cell) => quoted(neutralizedCell(cell))).join(","),
  );
  return `\uFEFF${lines.join("\r\n")}\r\n`;
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
