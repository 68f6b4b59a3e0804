import type { PartUnit } from "@mnx/domain";
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys";
import type { KnownPart } from "./truck-moves";

/**
 * What the device already knows of parts, from the cached parts queries (lists, details, a location's stock,
 * the 'to order' list), for the screens that work without a connection: a waiting move's part, and a code
 * typed or scanned offline.
 */

interface CachedPart {
  id: string;
  partNumber: string;
  name: string;
  unit: PartUnit;
  minStock: number;
  barcode?: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The parts in one cached answer, whatever its shape; items of a location's stock carry `partId`. */
function partsIn(data: unknown): CachedPart[] {
  const rows: unknown[] = Array.isArray(data)
    ? data
    : isRecord(data)
      ? Array.isArray(data.parts)
        ? data.parts
        : Array.isArray(data.items)
          ? data.items
          : [data]
      : [];
  return rows.flatMap((row) => {
    if (!isRecord(row) || typeof row.partNumber !== "string" || typeof row.name !== "string") return [];
    const id = typeof row.partId === "string" ? row.partId : row.id;
    if (typeof id !== "string") return [];
    return [
      {
        id,
        partNumber: row.partNumber,
        name: row.name,
        unit: row.unit as PartUnit,
        minStock: typeof row.minStock === "number" ? row.minStock : 0,
        barcode: typeof row.barcode === "string" ? row.barcode : null,
      },
    ];
  });
}

/** A part by id among cached answers. */
export function knownPartIn(answers: readonly unknown[], id: string): KnownPart | undefined {
  for (const data of answers) {
    const found = partsIn(data).find((part) => part.id === id);
    if (found)
      return { partNumber: found.partNumber, name: found.name, unit: found.unit, minStock: found.minStock };
  }
  return undefined;
}

/** The part whose barcode is `code` (exact), else whose part number is `code` (any case), among cached answers. */
export function savedPartIdIn(answers: readonly unknown[], code: string): string | null {
  const parts = answers.flatMap(partsIn);
  const lower = code.toLowerCase();
  return (
    parts.find((part) => part.barcode === code)?.id ??
    parts.find((part) => part.partNumber.toLowerCase() === lower)?.id ??
    null
  );
}

/** Every cached parts answer. */
export const cachedPartAnswers = (client: QueryClient): unknown[] =>
  client.getQueriesData({ queryKey: queryKeys.parts.all }).map(([, data]) => data);
