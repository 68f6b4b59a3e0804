import fc from "fast-check";

const MEGABYTE = "x".repeat(1024 * 1024);
const nested = (depth: number) => {
  let value: unknown = "bottom";
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
};

/** Values no field expects: control characters, lone surrogates, huge and odd numbers, other types. */
export const HOSTILE_VALUES: readonly unknown[] = [
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF",
  "x\uDC00y\uD83D",
  "\u202Eevil",
  "💥".repeat(100),
  MEGABYTE,
  "",
  " ",
  "' OR 1=1 --",
  "%00",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "1e400",
  "NaN",
  "-1",
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  "2026-02-30T25:61:00Z",
  "9999-12-31T23:59:59.999Z",
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  true,
  false,
  null,
  [],
  [null],
  ["\u0000"],
  {},
  { nested: { deeper: ["x"] } },
  nested(200),
];

export const hostileValue = (): fc.Arbitrary<unknown> => fc.constantFrom(...HOSTILE_VALUES);

/** Whole request bodies as raw text: not an object, malformed, deeply nested, huge, prototype keys. */
export const HOSTILE_BODIES: readonly string[] = [
  "null",
  "[]",
  '"text"',
  "123",
  "1e400",
  "true",
  "{",
  "",
  '{"a":1,}',
  "[".repeat(100_000),
  `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`,
  JSON.stringify({ big: MEGABYTE }),
  '{"__proto__":{"role":"SUPER_ADMIN","isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"__proto__":null}',
];

/** Keys a body may smuggle in next to its real fields. */
export const HOSTILE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "organizationId",
  "id",
  "role",
  "unknownField",
];

/** Query strings no parameter expects (already encoded). */
export const HOSTILE_QUERY_VALUES = [
  "%00",
  "%ED%A0%80",
  "%",
  "%zz",
  "",
  "-1",
  "1e400",
  "NaN",
  "99999999999999999999",
];
