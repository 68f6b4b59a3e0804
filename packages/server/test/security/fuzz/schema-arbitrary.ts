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
      const edges = fc.constantFrom(min, max, min - 1, max + 1, 0);
      const inside =
        type === "integer"
          ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
          : fc.double({ min, max, noNaN: true });
      return fc.oneof(inside, edges);
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
  if (schema.format === "date-time")
    return fc
      .date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.format === "date")
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const maxLength = Math.min(schema.maxLength ?? 40, 300);
  return fc.oneof(
    fc.string({ minLength: schema.minLength ?? 0, maxLength }),
    fc.string({ unit: "grapheme", maxLength: 20 }),
    fc.constant("y".repeat((schema.maxLength ?? 300) + 1)),
  );
}
