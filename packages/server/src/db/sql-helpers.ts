/** SQL helpers every repository shares. */

/** Positional parameters for SQL built from optional parts: `p.add(value)` answers its `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A case-insensitive 'contains' pattern for ILIKE, with %, _ and \ in the text matched literally. */
export function containsPattern(text: string | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? `%${trimmed.replace(/[\\%_]/g, "\\$&")}%` : null;
}

/** PostgreSQL's unique_violation, raised by both engines with the violated constraint's name. */
export function isUniqueViolation(error: unknown, ...constraints: string[]): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === "23505" && typeof constraint === "string" && constraints.includes(constraint);
}

/** `('A', 'B')`: a list of known constants (never user input) written into SQL, e.g. to match an index predicate. */
export const sqlConstants = (values: readonly string[]) =>
  `(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")})`;
