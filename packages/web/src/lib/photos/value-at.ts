/** `body` with `value` at `path`, copied along the path: the kept write it came from stays as it was. */
export function withValueAt(body: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const container = (body ?? (typeof head === "number" ? [] : {})) as Record<string | number, unknown>;
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValueAt(container[head], rest, value);
  return copy;
}
