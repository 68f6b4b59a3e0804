import fc from "fast-check";

/** The JSON-schema keywords of the OpenAPI document's request schemas that the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
}

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * The edges of the database's column types, which a schema's own minimum and maximum do not show: numbers that
 * numeric(p, s) rounds to 0 or to the next step (0.05 / 0.049 / 0.04 at scale 1, 0.005 at scale 2, the
 * smallest doubles), that overflow its precision (1e11 for numeric(12, 1), 1e6 for numeric(8, 2)), and that
 * round up onto a limit (99.96 next to 100).
 */
export const COLUMN_EDGE_NUMBERS: readonly number[] = [
  0.05, 0.049, 0.04, 0.01, 0.005, 0.0049, 1e-300, 5e-324, 99.96, 999.995, 1e6, 99_999_999_999.9, 1e11, 1e12,
  9_999_999_999.96,
];

/** Calendar edges: years PostgreSQL refuses (0000) or JavaScript and ISO 8601 barely hold, and leap days. */
export const COLUMN_EDGE_DATES: readonly string[] = [
  "0000-01-01",
  "0000-02-29",
  "0001-01-01",
  "1899-12-31",
  "1900-01-01",
  "1900-02-29",
  "2000-02-29",
  "2200-12-31",
  "2201-01-01",
  "9999-12-31",
];
const COLUMN_EDGE_DATE_TIMES = COLUMN_EDGE_DATES.map((day) => `${day}T00:00:00.000Z`);

const bounded = (value: number | undefined, fallback: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.max(-SAFE, Math.min(SAFE, value));

/**
 * Values that a schema allows, and just past its edges (one over a maximum, one under a minimum, one character
 * past a length): what a client gets right or nearly right. Hostile values are mixed in by the caller.
 */
export function schemaArbitrary(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return fc.anything({ maxDepth: 2 });
  const nullable = schema.nullable ? fc.option(schemaArbitrary({ ...schema, nullable: false }, depth)) : null;
  if (nullable) return nullable;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => schemaArbitrary(choice, depth + 1)));
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), fc.string({ maxLength: 12 }));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "string":
      return stringArbitrary(schema);
    case "integer":
    case "number": {
      const min = bounded(schema.minimum, -1e9);
      const max = bounded(schema.maximum, 1e9);
      const edges = fc.constantFrom(min, max, min - 1, max + 1, 0, min + 0.04, max - 0.04, max + 0.04);
      const inside =
        type === "integer"
          ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
          : fc.double({ min, max, noNaN: true });
      return fc.oneof(inside, edges, fc.constantFrom(...COLUMN_EDGE_NUMBERS));
    }
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(schemaArbitrary(schema.items, depth + 1), { maxLength: depth > 2 ? 1 : 5 });
    case "object": {
      if (depth > 4 || !schema.properties)
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 });
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(schema.properties))
        record[name] = schemaArbitrary(property, depth + 1);
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "uuid") return fc.uuid();
  const dates = fc.constantFrom(...COLUMN_EDGE_DATES);
  const dateTimes = fc.constantFrom(...COLUMN_EDGE_DATE_TIMES);
  if (schema.format === "date-time")
    return fc.oneof(
      fc
        .date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true })
        .map((d) => d.toISOString()),
      dateTimes,
      dates,
    );
  if (schema.format === "date")
    return fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      dates,
    );
  const maxLength = Math.min(schema.maxLength ?? 40, 300);
  // A string without a format may still be a date the server parses (a form field's date or date-time).
  return fc.oneof(
    fc.string({ minLength: schema.minLength ?? 0, maxLength }),
    fc.string({ unit: "grapheme", maxLength: 20 }),
    fc.constantFrom("", "y".repeat(schema.maxLength ?? 300), "y".repeat((schema.maxLength ?? 300) + 1)),
    dates,
    dateTimes,
  );
}

/**
 * Only the edge values of one field's type: the column edges above, the schema's own limits and just past
 * them, and empty, maximal and over-maximal strings. The caller puts one of them into an otherwise valid body,
 * so the database sees it instead of the validation refusing a neighbouring field first.
 */
export function edgeArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const choices = schema?.anyOf ?? schema?.oneOf;
  if (choices) return fc.oneof(...choices.map(edgeArbitrary));
  const type = Array.isArray(schema?.type) ? schema.type.find((t) => t !== "null") : schema?.type;
  if (type === "number" || type === "integer") {
    const min = bounded(schema?.minimum, 0);
    const max = bounded(schema?.maximum, 1e9);
    return fc.constantFrom(...COLUMN_EDGE_NUMBERS, min, min + 0.04, max, max + 0.04, max - 0.04, max + 1);
  }
  if (type === "string" || type === undefined) {
    const length = schema?.maxLength ?? 300;
    return fc.constantFrom(
      ...COLUMN_EDGE_DATES,
      ...COLUMN_EDGE_DATE_TIMES,
      "",
      "y".repeat(Math.min(length, 100_000)),
      "y".repeat(Math.min(length, 100_000) + 1),
    );
  }
  return schemaArbitrary(schema);
}
