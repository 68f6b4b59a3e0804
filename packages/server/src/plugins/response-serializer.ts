import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { z } from "zod";

type JsonSchema = { [key: string]: unknown };

/** Keywords that only validate; serializing ignores them, and dropping them keeps the compiled code short. */
const VALIDATION_ONLY = new Set([
  "$schema",
  "pattern",
  "format",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minItems",
  "maxItems",
  "enum",
  "description",
  "default",
]);

/**
 * The JSON Schema fast-json-stringify serializes fastest with the same output: validation keywords dropped,
 * and `anyOf [X, null]` (zod's nullable) as X with `type: [X's type, "null"]`, which it writes directly
 * instead of trying each branch with a validator.
 */
export function forSerializing(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializing);
  if (schema === null || typeof schema !== "object") return schema;
  const source = schema as JsonSchema;
  const anyOf = source.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const others = (anyOf as JsonSchema[]).filter((branch) => branch.type !== "null");
    const [only] = others;
    if (others.length === 1 && only && typeof only.type === "string") {
      const merged = forSerializing(only) as JsonSchema;
      return { ...merged, type: [only.type, "null"] };
    }
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(source)) {
    if (VALIDATION_ONLY.has(key)) continue;
    if (key === "properties" && value && typeof value === "object") {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, child]) => [name, forSerializing(child)]),
      );
    } else {
      out[key] = forSerializing(value);
    }
  }
  return out;
}

/** A zod response schema's output shape as a compiled fast-json-stringify function (built once per route). */
export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  const json = z.toJSONSchema(schema, { target: "draft-7", io: "output", unrepresentable: "any" });
  return fastJson(forSerializing(json) as Parameters<typeof fastJson>[0]);
}

/**
 * Responses are written by fast-json-stringify from JSON Schema generated once from each route's zod response
 * schema (the same schema the OpenAPI document shows): no per-request validation. Properties the schema does
 * not name are left out, as zod's parse did; a required one missing is an error, as it was.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  compileSerializer(schema);
