/** The subset of JSON Schema (OpenAPI 3.0 flavour) the routes' zod schemas produce. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  description?: string;
}

export type SchemaComponents = Readonly<Record<string, JsonSchema>>;

const EXAMPLE_STRINGS: Readonly<Record<string, string>> = {
  uuid: "00000000-0000-4000-8000-000000000000",
  "date-time": "2026-01-15T08:00:00.000Z",
  date: "2026-01-15",
  email: "name@example.com",
  uri: "https://example.com",
  url: "https://example.com",
};

const MAX_DEPTH = 8;

/** Follows `#/components/schemas/Name`. */
export function resolveSchema(
  schema: JsonSchema | undefined,
  components: SchemaComponents,
): JsonSchema | undefined {
  let current = schema;
  for (let hops = 0; current?.$ref && hops < MAX_DEPTH; hops++) {
    current = components[current.$ref.replace("#/components/schemas/", "")];
  }
  return current;
}

function exampleString(schema: JsonSchema): string {
  const text = EXAMPLE_STRINGS[schema.format ?? ""] ?? "Example text";
  const padded = text.padEnd(schema.minLength ?? 0, ".");
  return schema.maxLength === undefined ? padded : padded.slice(0, schema.maxLength);
}

/** 1, moved inside the bounds when they exclude it (a year from 1900 gives 1900). */
function exampleNumber(schema: JsonSchema, integer: boolean): number {
  const exclusive = schema.exclusiveMinimum;
  const lowest = typeof exclusive === "number" ? exclusive : schema.minimum;
  const step = integer ? 1 : 0.5;
  let value = 1;
  if (lowest !== undefined && value < lowest) value = lowest;
  if (lowest !== undefined && value === lowest && (exclusive === true || typeof exclusive === "number")) {
    value += step;
  }
  if (schema.maximum !== undefined && value > schema.maximum) value = schema.maximum;
  return integer ? Math.ceil(value) : value;
}

/** An object example takes its required properties, or, when none is required, its first few. */
const OPTIONAL_PROPERTIES_SHOWN = 3;

/**
 * An example value of a schema: its own example or default if it has one, else the first enum value, else a
 * plausible value of its type.
 */
export function exampleOf(schema: JsonSchema | undefined, components: SchemaComponents, depth = 0): unknown {
  const s = resolveSchema(schema, components);
  if (!s || depth > MAX_DEPTH) return null;
  if (s.example !== undefined) return s.example;
  if (s.examples?.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum.find((value) => value !== null) ?? null;
  if (s.allOf?.length) {
    const parts = s.allOf.map((part) => exampleOf(part, components, depth + 1));
    return Object.assign({}, ...parts.filter((part) => part && typeof part === "object"));
  }
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) {
    const chosen =
      variants.find((variant) => resolveSchema(variant, components)?.type !== "null") ?? variants[0];
    return exampleOf(chosen, components, depth + 1);
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  switch (type ?? (s.properties ? "object" : undefined)) {
    case "object": {
      const properties = s.properties ?? {};
      const keys = s.required?.length
        ? s.required
        : Object.keys(properties).slice(0, OPTIONAL_PROPERTIES_SHOWN);
      return Object.fromEntries(keys.map((key) => [key, exampleOf(properties[key], components, depth + 1)]));
    }
    case "array": {
      const item = exampleOf(s.items, components, depth + 1);
      return item === null ? [] : [item];
    }
    case "string":
      return exampleString(s);
    case "integer":
      return exampleNumber(s, true);
    case "number":
      return exampleNumber(s, false);
    case "boolean":
      return false;
    default:
      return null;
  }
}

/** 'string', 'string (uuid)', 'integer', 'array of string'... for the parameter list. */
export function typeLabel(schema: JsonSchema | undefined, components: SchemaComponents): string {
  const s = resolveSchema(schema, components);
  if (!s) return "any";
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) {
    return variants.map((variant) => typeLabel(variant, components)).join(" | ");
  }
  const type = Array.isArray(s.type) ? s.type.filter((t) => t !== "null").join(" | ") : s.type;
  if (type === "array") return `array of ${typeLabel(s.items, components)}`;
  if (!type) return s.enum ? "enum" : "any";
  return s.format ? `${type} (${s.format})` : type;
}
