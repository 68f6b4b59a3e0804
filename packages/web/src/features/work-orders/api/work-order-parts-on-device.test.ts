import {
  type PartDetail,
  type StockEntry,
  WORK_ORDER_PARTS_MESSAGES,
  type WorkOrder,
  type WorkOrderParts,
} from "@mnx/domain";
import { describe, expect, it } from "vitest";
import type { QueuedWrite } from "../../../lib/queued-write";
import type { WaitingWrite } from "../../../lib/waiting-writes";
import { defaultLocationId, isShort, stockHere, stockNotices } from "./part-stock-here";
import { workOrderOnDevice, workOrderWriteOf } from "./work-order-on-device";
import {
  heldOnJob,
  partLinesOnDevice,
  partWriteLabels,
  waitingTakenFrom,
} from "./work-order-parts-on-device";

// The texts are Lingui messages: English, the source, as the app shows it before another language loads.

const JOB = "6f1c2b1e-8f61-4c3e-9a57-2d0c7f1a9b10";
const OTHER_JOB = "0b7e3a52-1d4f-4b2a-8c6e-5f9a1b2c3d4e";
const FILTER = "11111111-1111-4111-8111-111111111111";
const OIL = "22222222-2222-4222-8222-222222222222";
const TRUCK = "33333333-3333-4333-8333-333333333333";
const STORE = "44444444-4444-4444-8444-444444444444";
const E9 = "99999999-9999-4999-8999-999999999999";
const SAVED_AT = Date.parse("2026-11-25T10:00:00.000Z");

const entry = (id: string, over: Partial<StockEntry>): StockEntry => ({
  id,
  partId: FILTER,
  kind: "USED",
  quantity: -2,
  unitCost: 12.5,
  location: { id: TRUCK, name: "Truck 3" },
  workOrderId: JOB,
  reason: null,
  by: null,
  createdAt: "2026-11-25T09:00:00.000Z",
  ...over,
});

const parts: WorkOrderParts = {
  lines: [
    {
      partId: FILTER,
      partNumber: "FLT-100",
      name: "Oil filter",
      unit: "EACH",
      used: 2,
      returned: 1,
      cost: 12.5,
    },
  ],
  partsCost: 12.5,
  entries: [
    entry("e1", {}),
    entry("e2", { kind: "RETURNED", quantity: 1, location: { id: STORE, name: "Main store" } }),
  ],
};

const oilLabels = partWriteLabels({ part: "OIL-15 Engine oil", location: "Main store", unit: "LITRE" });
const write = (
  path: string,
  body: Record<string, unknown>,
  key: string,
  labels: Record<string, string> = oilLabels,
): QueuedWrite => ({ method: "POST", path, body, idempotencyKey: key, labels });
const waitingOf = (
  queued: QueuedWrite,
  state: WaitingWrite["state"] = "waiting",
  answer: unknown = undefined,
): WaitingWrite => ({ write: queued, savedAt: SAVED_AT, state, answer });

describe("a job's parts on this device", () => {
  it("shows the server's rows: a use at its cost, a return negative, named from the job's lines", () => {
    const lines = partLinesOnDevice(JOB, parts, []);
    expect(lines).toEqual([
      expect.objectContaining({
        key: "e1",
        kind: "USED",
        requested: false,
        part: "FLT-100 Oil filter",
        unit: "EACH",
        location: "Truck 3",
        quantity: 2,
        unitCost: 12.5,
        cost: 25,
        state: "saved",
      }),
      expect.objectContaining({
        key: "e2",
        kind: "RETURNED",
        quantity: 1,
        cost: -12.5,
        location: "Main store",
      }),
    ]);
    expect(heldOnJob(lines, FILTER)).toBe(1);
  });

  it("marks a row the job asked for before it was in stock, and shows no cost to who sees none", () => {
    const requested = entry("e3", {
      unitCost: null,
      reason: WORK_ORDER_PARTS_MESSAGES.requestedReason,
    });
    const [line] = partLinesOnDevice(JOB, { ...parts, partsCost: null, entries: [requested] }, []);
    expect(line).toMatchObject({ requested: true, unitCost: null, cost: null });
  });

  it("adds this device's waiting uses, returns and requests of this job, named by their labels, in order", () => {
    const use = write(`/work-orders/${JOB}/parts`, { partId: OIL, locationId: STORE, quantity: 1.5 }, "k1");
    const back = write(
      `/work-orders/${JOB}/parts/return`,
      { partId: FILTER, locationId: TRUCK, quantity: 1 },
      "k2",
      partWriteLabels({ part: "ignored: the job's line names it", location: "Truck 3", unit: "EACH" }),
    );
    const ask = write(
      `/work-orders/${JOB}/parts/request`,
      { partId: OIL, locationId: STORE, quantity: 4, waitForParts: true },
      "k3",
    );
    const elsewhere = write(
      `/work-orders/${OTHER_JOB}/parts`,
      { partId: OIL, locationId: STORE, quantity: 9 },
      "k4",
    );
    const lines = partLinesOnDevice(JOB, parts, [
      waitingOf(use, "sending"),
      waitingOf(back),
      waitingOf(ask),
      waitingOf(elsewhere),
    ]);
    expect(lines.slice(2)).toEqual([
      expect.objectContaining({
        key: "k1",
        kind: "USED",
        part: "OIL-15 Engine oil",
        unit: "LITRE",
        location: "Main store",
        quantity: 1.5,
        cost: null,
        state: "sending",
        at: SAVED_AT,
      }),
      expect.objectContaining({ key: "k2", kind: "RETURNED", part: "FLT-100 Oil filter", state: "waiting" }),
      expect.objectContaining({ key: "k3", kind: "USED", requested: true, quantity: 4 }),
    ]);
    expect(heldOnJob(lines, FILTER)).toBe(0);
    expect(heldOnJob(lines, OIL)).toBe(5.5);
    expect(waitingTakenFrom(lines, OIL, STORE)).toBe(5.5);
    expect(waitingTakenFrom(lines, FILTER, TRUCK)).toBe(-1);
  });

  it("shows a row just sent from its answer until the job's copy holds it, and never twice", () => {
    const use = write(`/work-orders/${JOB}/parts`, { partId: OIL, locationId: STORE, quantity: 2 }, "k1");
    const row = entry(E9, {
      partId: OIL,
      quantity: -2,
      unitCost: 7,
      location: { id: STORE, name: "Main store" },
    });
    const sent = waitingOf(use, "sent", { success: true, data: { entries: [row], stock: [] } });
    const before = partLinesOnDevice(JOB, parts, [sent]);
    expect(before.at(-1)).toMatchObject({ key: E9, part: "OIL-15 Engine oil", unit: "LITRE", cost: 14 });
    const refreshed = { ...parts, entries: [...parts.entries, row] };
    expect(partLinesOnDevice(JOB, refreshed, [sent]).filter((line) => line.key === E9)).toHaveLength(1);
  });

  it("shows waiting lines of a job this device has no copy of (offline, never opened)", () => {
    const use = write(`/work-orders/${JOB}/parts`, { partId: OIL, locationId: STORE, quantity: 1 }, "k1");
    expect(partLinesOnDevice(JOB, undefined, [waitingOf(use)])).toEqual([
      expect.objectContaining({ key: "k1", part: "OIL-15 Engine oil" }),
    ]);
  });
});

describe("the parts writes on the work order's own marks", () => {
  const workOrder = {
    id: JOB,
    status: "IN_PROGRESS",
    updatedAt: "2026-11-25T09:00:00.000Z",
  } as unknown as WorkOrder;

  it("knows a use, a return and a request as changes to their job", () => {
    const body = { partId: OIL, locationId: STORE, quantity: 1 };
    expect(workOrderWriteOf(write(`/work-orders/${JOB}/parts`, body, "a"))).toEqual({
      kind: "partUse",
      workOrderId: JOB,
    });
    expect(workOrderWriteOf(write(`/work-orders/${JOB}/parts/return`, body, "b"))?.kind).toBe("partReturn");
    expect(workOrderWriteOf(write(`/work-orders/${JOB}/parts/request`, body, "c"))?.kind).toBe("partRequest");
    expect(workOrderWriteOf(write(`/work-orders/${JOB}/parts/other`, body, "d"))).toBeNull();
  });

  it("shows a request that waits for parts as Waiting Parts at once; a use leaves the status", () => {
    const body = { partId: OIL, locationId: STORE, quantity: 1 };
    const asked = write(`/work-orders/${JOB}/parts/request`, { ...body, waitForParts: true }, "a");
    const shown = workOrderOnDevice(workOrder, [waitingOf(asked)], []);
    expect(shown.workOrder.status).toBe("WAITING_PARTS");
    expect(shown.waiting).toEqual([{ kind: "partRequest", state: "waiting", savedAt: SAVED_AT }]);
    const used = write(`/work-orders/${JOB}/parts`, body, "b");
    expect(workOrderOnDevice(workOrder, [waitingOf(used)], []).workOrder.status).toBe("IN_PROGRESS");
    const plain = write(`/work-orders/${JOB}/parts/request`, body, "c");
    expect(workOrderOnDevice(workOrder, [waitingOf(plain)], []).workOrder.status).toBe("IN_PROGRESS");
  });
});

describe("the stock where a part is taken", () => {
  const detail = {
    stock: [
      { locationId: TRUCK, locationName: "Truck 3", locationKind: "TRUCK", quantity: 2, needsCount: false },
      {
        locationId: STORE,
        locationName: "Main store",
        locationKind: "STORE",
        quantity: -1,
        needsCount: true,
      },
    ],
  } as PartDetail;

  it("is what the part's copy says, less this device's waiting uses there", () => {
    expect(stockHere(detail, TRUCK, 0)).toEqual({ known: true, onHand: 2, needsCount: false });
    expect(stockHere(detail, TRUCK, 1.5)).toEqual({ known: true, onHand: 0.5, needsCount: false });
    expect(stockHere(detail, STORE, 0)).toEqual({ known: true, onHand: -1, needsCount: true });
    // Never stocked there: none.
    expect(stockHere(detail, OTHER_JOB, 0)).toEqual({ known: true, onHand: 0, needsCount: false });
    expect(stockHere(undefined, TRUCK, 0).known).toBe(false);
  });

  it("is short when taking more than is there; unknown stock is never short", () => {
    const truck = stockHere(detail, TRUCK, 0);
    expect(isShort(truck, 2)).toBe(false);
    expect(isShort(truck, 3)).toBe(true);
    expect(isShort(stockHere(detail, STORE, 0), 1)).toBe(true);
    expect(isShort(stockHere(undefined, TRUCK, 0), 100)).toBe(false);
  });
});

describe("what a stock change's answer says", () => {
  const level = {
    locationId: STORE,
    locationName: "Main store",
    locationKind: "STORE" as const,
    quantity: -1,
    needsCount: true,
    minStock: null,
    belowZero: true,
    belowMinimum: true,
  };

  it("warns of stock below zero and flagged for a count, only", () => {
    expect(stockNotices("FLT-100 Oil filter", "EACH", [level])).toEqual([
      "FLT-100 Oil filter at Main store is now -1 each: more was taken than the stock showed, so it is flagged for a count.",
    ]);
    // A request's known shortage, and stock at or above zero, say nothing more.
    expect(stockNotices("FLT-100 Oil filter", "EACH", [{ ...level, needsCount: false }])).toEqual([]);
    expect(stockNotices("FLT-100 Oil filter", "EACH", [{ ...level, quantity: 0, belowZero: false }])).toEqual(
      [],
    );
  });
});

describe("where a form takes parts from", () => {
  const location = (id: string, kind: "STORE" | "TRUCK", keeper: string | null) => ({
    id,
    name: id,
    kind,
    keeper: keeper ? { id: keeper, firstName: "Luis", lastName: "Ortega" } : null,
    createdAt: "2026-11-25T10:00:00.000Z",
  });

  it("is the person's own truck, else the first store, else the first location", () => {
    const truckOfOther = location(TRUCK, "TRUCK", OTHER_JOB);
    const store = location(STORE, "STORE", null);
    const mine = location(FILTER, "TRUCK", JOB);
    expect(defaultLocationId([truckOfOther, store, mine], JOB)).toBe(FILTER);
    expect(defaultLocationId([truckOfOther, store], JOB)).toBe(STORE);
    expect(defaultLocationId([truckOfOther], JOB)).toBe(TRUCK);
    expect(defaultLocationId([], JOB)).toBe("");
  });
});
