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
