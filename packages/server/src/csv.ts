// CSV files the server sends (the report's export, the auditor's inspection record).

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

/** Rows as a CSV file: UTF-8 with a byte-order mark (so spreadsheets read it as UTF-8), CRLF lines. */
export function csvText(rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = rows.map((row) => row.map((cell) => quoted(neutralizedCell(cell))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
