import type { Part } from "@mnx/domain";

/**
 * The part picker's items: the picked part (so its name stays in the box), the server's answer to the typed
 * search, and the first page kept on the device (all a phone without signal has), each part once, in
 * part-number order. The picker itself keeps those that match the text (SearchablePicker's `matches`), so an
 * answer to an earlier text shown while the next one loads never offers a part that does not match.
 */
export function partOptions(...sources: readonly (readonly Part[] | null | undefined)[]): Part[] {
  const byId = new Map<string, Part>();
  for (const source of sources) {
    for (const part of source ?? []) if (!byId.has(part.id)) byId.set(part.id, part);
  }
  return [...byId.values()].sort(
    (a, b) =>
      a.partNumber.localeCompare(b.partNumber, "en", { sensitivity: "base" }) || a.id.localeCompare(b.id),
  );
}
