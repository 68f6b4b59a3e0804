import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
import type { LightMyRequestResponse } from "fastify";
import type { FuzzTarget } from "./fuzz-target.js";

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ strict: false, allErrors: false }));
const validators = new Map<string, ReturnType<Ajv["compile"]>>();

/** OpenAPI 3.0 writes `exclusiveMinimum: true` beside `minimum` (draft 4); Ajv reads the later number form. */
function toDraft7(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toDraft7);
  if (schema === null || typeof schema !== "object") return schema;
  const copy: Record<string, unknown> = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, toDraft7(value)]),
  );
  // OpenAPI 3.0: `nullable` admits null even beside an enum.
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null))
    copy.enum = [...copy.enum, null];
  for (const [flag, bound] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"],
  ] as const) {
    if (typeof copy[flag] === "boolean") {
      if (copy[flag]) copy[flag] = copy[bound];
      else delete copy[flag];
      if (copy[flag] !== undefined) delete copy[bound];
    }
  }
  return copy;
}

/** The answer's own documented schema, compiled once per operation and status. */
function validatorOf(target: FuzzTarget, status: number) {
  const key = `${target.key} ${status}`;
  if (!validators.has(key)) {
    const schema = target.responses[String(status)]?.content?.["application/json"]?.schema;
    if (schema) validators.set(key, ajv.compile(toDraft7(schema) as object));
  }
  return validators.get(key);
}

/**
 * What is wrong with an answer to a fuzzed call: a 5xx; a refusal without `success: false`, a code and a
 * message; a JSON answer that its documented schema rejects.
 */
export function answerProblems(target: FuzzTarget, response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`answered ${status}: ${response.body.slice(0, 300)}`);
  const isJson = String(response.headers["content-type"] ?? "").startsWith("application/json");
  if (!isJson) {
    if (status >= 400) problems.push(`refused ${status} without a JSON body`);
    return problems;
  }
  const body = response.json();
  if (status >= 400 && (body.success !== false || typeof body.code !== "string" || !body.error))
    problems.push(`refused ${status} without a code and a message: ${response.body.slice(0, 300)}`);
  const validate = validatorOf(target, status);
  if (validate && !validate(body))
    problems.push(
      `answer ${status} does not match its schema: ${ajv.errorsText(validate.errors).slice(0, 300)}`,
    );
  return problems;
}
