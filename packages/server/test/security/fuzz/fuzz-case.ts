import fc from "fast-check";
import type { FuzzTarget } from "./fuzz-target.js";
import { HOSTILE_BODIES, HOSTILE_KEYS, HOSTILE_QUERY_VALUES, hostileValue } from "./hostile-values.js";
import { edgeArbitrary, schemaArbitrary } from "./schema-arbitrary.js";

/** One fuzzed call: the operation's valid request with some of its parts replaced. */
export interface FuzzCase {
  target: FuzzTarget;
  url: string;
  /** The raw body text (JSON or not); undefined for no body. */
  body?: string;
}

const valueFor = (schema: Parameters<typeof schemaArbitrary>[0]) =>
  fc.oneof({ weight: 3, arbitrary: schemaArbitrary(schema) }, { weight: 2, arbitrary: hostileValue() });

/** JSON text of `body` with `extra` keys written in as they are (JSON.stringify would drop `__proto__`). */
function withRawKeys(body: unknown, extra: [string, unknown][]): string {
  const text = JSON.stringify(body);
  if (extra.length === 0 || !text?.startsWith("{")) return text ?? "";
  const fields = extra.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}`);
  return `{${fields.join(",")}${text === "{}" ? "" : ","}${text.slice(1)}`;
}

/** A query string value: encoded when it can be, else a hostile pre-encoded one (a lone surrogate). */
function encodeQueryValue(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

function bodyArbitrary(target: FuzzTarget): fc.Arbitrary<string | undefined> {
  const base = target.base.payload;
  if (!["POST", "PUT", "PATCH"].includes(target.method)) return fc.constant(undefined);
  const properties = Object.entries(target.bodySchema?.properties ?? {});
  const overrides =
    properties.length === 0
      ? fc.constant({})
      : fc.record(Object.fromEntries(properties.map(([name, schema]) => [name, valueFor(schema)])), {
          requiredKeys: [],
        });
  const extra = fc.array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS), hostileValue()), { maxLength: 2 });
  const merged = fc
    .tuple(overrides, extra)
    .map(([changed, keys]) => withRawKeys({ ...(base as object), ...changed }, keys));
  const oneAtEdge =
    properties.length === 0
      ? merged
      : fc
          .constantFrom(...properties)
          .chain(([name, schema]) => edgeArbitrary(schema).map((value) => ({ [name]: value })))
          .map((changed) => JSON.stringify({ ...(base as object), ...changed }));
  return fc.oneof(
    { weight: 5, arbitrary: merged },
    { weight: 3, arbitrary: oneAtEdge },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_BODIES) },
  );
}

function urlArbitrary(target: FuzzTarget): fc.Arbitrary<string> {
  const [basePath = "", baseQuery = ""] = target.base.url.split("?");
  const query = new URLSearchParams(baseQuery);
  const params =
    target.query.length === 0
      ? fc.constant([] as [string, string][])
      : fc.array(
          fc
            .tuple(
              fc.constantFrom(...target.query),
              fc.oneof(valueFor(undefined).map(encodeQueryValue), fc.constantFrom(...HOSTILE_QUERY_VALUES)),
            )
            .map(([parameter, value]) => [parameter.name, value] as [string, string]),
          { maxLength: 3 },
        );
  const segment = fc.option(
    fc.oneof(hostileValue().map(encodeQueryValue), fc.constantFrom("%2e%2e%2f", "%00", "a".repeat(5000))),
    { freq: 3 },
  );
  return fc.tuple(params, segment).map(([extra, replaced]) => {
    let path = basePath;
    if (replaced !== null && target.pathParameters.length > 0) {
      path = path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/i, replaced || "%20");
    }
    const kept = [...query].filter(([name]) => !extra.some(([changed]) => changed === name));
    const search = [
      ...kept.map(([k, v]) => `${k}=${encodeURIComponent(v)}`),
      ...extra.map(([k, v]) => `${k}=${v}`),
    ];
    return search.length > 0 ? `${path}?${search.join("&")}` : path;
  });
}

/** A fuzzed call in one line (the long parts cut), for failure messages. */
export const describeFuzzCase = (c: FuzzCase) =>
  `${c.target.method} ${c.url.slice(0, 200)}${c.body === undefined ? "" : ` body ${c.body.slice(0, 200)}`}`;

/** Fuzzed calls of every target, each target as likely as any other. */
export function fuzzCaseArbitrary(targets: readonly FuzzTarget[]): fc.Arbitrary<FuzzCase> {
  return fc.oneof(
    ...targets.map((target) =>
      fc.tuple(urlArbitrary(target), bodyArbitrary(target)).map(([url, body]) => ({
        target,
        url,
        body,
        [fc.toStringMethod]: () => describeFuzzCase({ target, url, body }),
      })),
    ),
  );
}
