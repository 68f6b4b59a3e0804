import type { LocationStockItem } from "@mnx/domain";
import { describe, expect, it } from "vitest";
import type { WaitingWrite } from "../../../lib/waiting-writes";
import { moveOf, moveWrite, refusedMovesAt, stockOnDevice, waitingMoves } from "./truck-moves";

const TRUCK = "11111111-1111-4111-8111-111111111111";
const STORE = "22222222-2222-4222-8222-222222222222";
const FILTER = "33333333-3333-4333-8333-333333333333";
const HOSE = "44444444-4444-4444-8444-444444444444";
const GREASE = "55555555-5555-4555-8555-555555555555";

const item = (partId: string, quantity: number): LocationStockItem => ({
  partId,
  partNumber: partId === FILTER ? "1R-0750" : "HOSE-R2-08",
  name: partId === FILTER ? "Fuel filter" : "Hydraulic hose",
  unit: partId === FILTER ? "EACH" : "METRE",
  quantity,
  minStock: 2,
  locationMinStock: null,
  needsCount: false,
});

const waiting = (
  partId: string,
  from: string,
  to: string,
  quantity: number,
  state: WaitingWrite["state"] = "waiting",
): WaitingWrite => ({
  write: moveWrite(partId, { fromLocationId: from, toLocationId: to, quantity }, `key-${partId}-${quantity}`),
  savedAt: 1,
  state,
  answer: undefined,
});

describe("the truck's stock with this device's waiting moves", () => {
  it("reads a move back from its queued write, and nothing else", () => {
    expect(
      moveOf(moveWrite(FILTER, { fromLocationId: STORE, toLocationId: TRUCK, quantity: 2 }, "k")),
    ).toEqual({
      partId: FILTER,
      fromLocationId: STORE,
      toLocationId: TRUCK,
      quantity: 2,
    });
    expect(
      moveOf({ method: "POST", path: `/parts/${FILTER}/receive`, body: {}, idempotencyKey: "k" }),
    ).toBeNull();
    expect(
      moveOf({ method: "POST", path: "/work-orders/escalate", body: {}, idempotencyKey: "k" }),
    ).toBeNull();
  });

  it("adds what is loaded and takes what is given back, marked as waiting; a sent move is the list's by then", () => {
    const moves = waitingMoves([
      waiting(FILTER, STORE, TRUCK, 2),
      waiting(HOSE, TRUCK, STORE, 1.5, "sending"),
      waiting(FILTER, STORE, TRUCK, 5, "sent"),
    ]);
    expect(moves.map((move) => [move.partId, move.state])).toEqual([
      [FILTER, "waiting"],
      [HOSE, "sending"],
    ]);
    const rows = stockOnDevice([item(FILTER, 3), item(HOSE, 10)], TRUCK, moves, () => undefined);
    expect(rows.map((row) => [row.partId, row.quantity, row.waiting])).toEqual([
      [FILTER, 5, 2],
      [HOSE, 8.5, -1.5],
    ]);
  });

  it("shows a part loaded that the truck does not hold yet first, from what the device knows of it", () => {
    const moves = waitingMoves([waiting(GREASE, STORE, TRUCK, 4), waiting(HOSE, STORE, TRUCK, 2)]);
    const known = (id: string) =>
      id === GREASE
        ? { partNumber: "GR-EP2", name: "Grease", unit: "EACH" as const, minStock: 0 }
        : undefined;
    const rows = stockOnDevice([item(FILTER, 3)], TRUCK, moves, known);
    expect(rows[0]).toMatchObject({ partId: GREASE, partNumber: "GR-EP2", quantity: 4, waiting: 4 });
    // A part the device knows nothing of waits all the same; it is not drawn until it is sent.
    expect(rows.map((row) => row.partId)).toEqual([GREASE, FILTER]);
    // Moves between two other places change nothing here.
    expect(
      stockOnDevice([item(FILTER, 3)], STORE, waitingMoves([waiting(FILTER, TRUCK, TRUCK, 1)]), known),
    ).toEqual([{ ...item(FILTER, 3), waiting: 0 }]);
  });

  it("keeps the refusals of the moves that touched this place", () => {
    const refusal = (write: WaitingWrite["write"]) => ({
      write,
      savedAt: 1,
      refusedAt: 2,
      status: 409,
      code: "PART_ARCHIVED",
      message: "archived",
    });
    const mine = refusal(moveWrite(FILTER, { fromLocationId: STORE, toLocationId: TRUCK, quantity: 1 }, "a"));
    const elsewhere = refusal(
      moveWrite(FILTER, { fromLocationId: STORE, toLocationId: GREASE, quantity: 1 }, "b"),
    );
    const other = refusal({ method: "POST", path: "/work-orders/escalate", body: {}, idempotencyKey: "c" });
    expect(refusedMovesAt([mine, elsewhere, other], TRUCK)).toEqual([mine]);
  });
});
