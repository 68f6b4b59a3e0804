/** A text value longer than this is cut in the answer (the query tool shows data, it does not export it). */
export const MAX_TEXT_LENGTH = 100_000;

/** A value the drivers answered, as JSON shows it: dates in ISO form, bytea as \x hex, big numbers as text. */
export function toJsonValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString("hex")}`;
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number" && !Number.isFinite(value)) return String(value);
  if (typeof value === "string" && value.length > MAX_TEXT_LENGTH) {
    return `${value.slice(0, MAX_TEXT_LENGTH)}… (${value.length} characters)`;
  }
  if (Array.isArray(value)) return value.map(toJsonValue);
  return value;
}

/** Column names as object keys: a repeated name gets a suffix ('id', 'id_2'), so no column is lost. */
export function uniqueColumnNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let key = name;
    for (let n = 2; used.has(key); n++) key = `${name}_${n}`;
    used.add(key);
    return key;
  });
}

/** Rows as objects keyed by uniqueColumnNames, values through toJsonValue. */
export function rowsAsObjects(
  names: readonly string[],
  rows: readonly unknown[][],
): Record<string, unknown>[] {
  const keys = uniqueColumnNames(names);
  return rows.map((row) => Object.fromEntries(keys.map((key, index) => [key, toJsonValue(row[index])])));
}
