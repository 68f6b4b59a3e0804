import type { LocationStockItem, MoveStock, PartUnit } from "@mnx/domain";
import type { QueuedWrite } from "../../../lib/queued-write";
import type { RefusedWrite, WaitingWrite } from "../../../lib/waiting-writes";

/**
 * A mechanic's moves to and from their truck wait on the device like the other field writes
 * (docs/decisions/011, 032): these pure helpers read them back from the queue, so the truck's list shows what
 * the device has done and not yet sent.
 */

const MOVE_PATH = /^\/parts\/([0-9a-f-]{36})\/move$/i;

/** The queued write of a move of `partId`. */
export const moveWrite = (partId: string, body: MoveStock, idempotencyKey: string): QueuedWrite => ({
  method: "POST",
  path: `/parts/${partId}/move`,
  body,
  idempotencyKey,
});

export interface WaitingMove extends MoveStock {
  partId: string;
  idempotencyKey: string;
  state: WaitingWrite["state"];
}

/** The part a queued write moves, and where; null for any other write. */
export function moveOf(write: QueuedWrite): (MoveStock & { partId: string }) | null {
  const match = write.method === "POST" ? MOVE_PATH.exec(write.path) : null;
  const body = write.body as Partial<MoveStock> | null;
  if (!match?.[1] || !body?.fromLocationId || !body.toLocationId || typeof body.quantity !== "number")
    return null;
  return {
    partId: match[1],
    fromLocationId: body.fromLocationId,
    toLocationId: body.toLocationId,
    quantity: body.quantity,
  };
}

/** The moves that wait on this device or are on their way (a sent one is in the refreshed list by then). */
export function waitingMoves(waiting: readonly WaitingWrite[]): WaitingMove[] {
  return waiting.flatMap((entry) => {
    const move = moveOf(entry.write);
    if (!move || entry.state === "sent") return [];
    return [{ ...move, idempotencyKey: entry.write.idempotencyKey, state: entry.state }];
  });
}

/** The refused writes that were moves touching `locationId`. */
export const refusedMovesAt = (refused: readonly RefusedWrite[], locationId: string) =>
  refused.filter((entry) => {
    const move = moveOf(entry.write);
    return move !== null && (move.fromLocationId === locationId || move.toLocationId === locationId);
  });

/** What the list knows of a part it does not hold yet (from the device's cached parts). */
export interface KnownPart {
  partNumber: string;
  name: string;
  unit: PartUnit;
  minStock: number;
}

export interface StockRow extends LocationStockItem {
  /** What this device's waiting moves add (+) or take (−) here; 0 when none. */
  waiting: number;
}

const rounded = (value: number) => Math.round(value * 1000) / 1000;

/**
 * A location's stock with this device's waiting moves laid over it: a part on the list moves by what waits; a
 * part loaded that the list does not hold yet comes first (from what the device knows of it). The cached data
 * itself is never changed, so the overlay goes when the move is sent or refused.
 */
export function stockOnDevice(
  items: readonly LocationStockItem[],
  locationId: string,
  moves: readonly WaitingMove[],
  known: (partId: string) => KnownPart | undefined,
): StockRow[] {
  const change = new Map<string, number>();
  for (const move of moves) {
    const sign = move.toLocationId === locationId ? 1 : move.fromLocationId === locationId ? -1 : 0;
    if (sign !== 0) change.set(move.partId, rounded((change.get(move.partId) ?? 0) + sign * move.quantity));
  }
  const listed = new Set(items.map((item) => item.partId));
  const added: StockRow[] = [];
  for (const [partId, waiting] of change) {
    const part = listed.has(partId) ? undefined : known(partId);
    if (part)
      added.push({ partId, ...part, locationMinStock: null, quantity: waiting, needsCount: false, waiting });
  }
  return [
    ...added,
    ...items.map((item) => {
      const waiting = change.get(item.partId) ?? 0;
      return { ...item, quantity: rounded(item.quantity + waiting), waiting };
    }),
  ];
}
