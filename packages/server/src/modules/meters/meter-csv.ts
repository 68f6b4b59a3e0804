import { METER_KINDS, type MeterKind } from "@mnx/domain";

/**
 * RFC 4180 text to rows of fields: commas (or semicolons, when the first line has them and no comma), quoted
 * fields with "" for a quote, CRLF or LF line ends. Answers undefined for text that cannot be CSV (a NUL byte:
 * a binary file, or an unterminated quote).
 */
export function parseCsv(text: string): string[][] | undefined {
  if (text.includes("\u0000")) return undefined;
  const body = text.replace(/^\uFEFF/, "");
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const separator = !firstLine.includes(",") && firstLine.includes(";") ? ";" : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === separator) {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && body[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (quoted) return undefined;
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ""));
}

const HEADERS = {
  machine: ["machine", "machine number", "equipment", "equipment number", "serial", "serial number", "pin"],
  meter: ["meter", "meter kind", "kind"],
  value: ["value", "reading"],
  time: ["time", "taken at", "taken_at", "date", "timestamp"],
} as const;
export type CsvColumn = keyof typeof HEADERS;

/** Where each column is in the header line; undefined when machine, value or time is missing. */
export function readHeader(header: readonly string[]): Record<CsvColumn, number> | undefined {
  const names = header.map((name) => name.trim().toLowerCase());
  const find = (column: CsvColumn) =>
    names.findIndex((name) => (HEADERS[column] as readonly string[]).includes(name));
  const at = { machine: find("machine"), meter: find("meter"), value: find("value"), time: find("time") };
  return at.machine < 0 || at.value < 0 || at.time < 0 ? undefined : at;
}

const METER_ALIASES: Record<string, MeterKind> = {
  "": "ENGINE_HOURS",
  hours: "ENGINE_HOURS",
  "engine hours": "ENGINE_HOURS",
  "hour meter": "ENGINE_HOURS",
  odometer: "ODOMETER",
  mileage: "ODOMETER",
  distance: "ODOMETER",
  "pto hours": "PTO_HOURS",
  "idle hours": "IDLE_HOURS",
};

/** A meter column's text as a meter kind (blank: engine hours); undefined when it names none. */
export function readMeterKind(text: string): MeterKind | undefined {
  const name = text.trim().toLowerCase();
  const upper = name.toUpperCase().replace(/\s+/g, "_");
  return (
    METER_ALIASES[name] ??
    ((METER_KINDS as readonly string[]).find((kind) => kind === upper) as MeterKind | undefined)
  );
}

/**
 * A time column's text: ISO 8601 with or without its offset (without: UTC), '2026-11-28 14:30' (UTC), or a day
 * alone (its start, UTC). Undefined when it is none of these.
 */
export function readTime(text: string): Date | undefined {
  const trimmed = text.trim();
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
    trimmed,
  );
  if (!match) return undefined;
  const [, day, time = "00:00", zone = "Z"] = match;
  const date = new Date(`${day}T${time}${zone}`);
  return Number.isNaN(date.getTime()) || (date.toISOString().slice(0, 10) !== day && zone === "Z")
    ? undefined
    : date;
}
