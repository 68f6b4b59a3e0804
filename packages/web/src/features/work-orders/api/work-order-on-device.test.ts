import type { WorkOrder } from "@mnx/domain";
import { describe, expect, it } from "vitest";
import type { QueuedWrite } from "../../../lib/queued-write";
import type { RefusedWrite, WaitingWrite } from "../../../lib/waiting-writes";
import { newWorkOrdersOnDevice, workOrderOnDevice, workOrderWriteOf } from "./work-order-on-device";

const ID = "6f1c2b1e-8f61-4c3e-9a57-2d0c7f1a9b10";
const OTHER = "0b7e3a52-1d4f-4b2a-8c6e-5f9a1b2c3d4e";
const SAVED_AT = Date.parse("2026-11-25T10:00:00.000Z");

const workOrder: WorkOrder = {
  id: ID,
  title: "Replace hydraulic hose",
  description: "Leak at the boom cylinder",
  status: "ASSIGNED",
  priority: "HIGH",
  workOrderType: "REPAIR",
  isEmergency: false,
  requiresOperatorApproval: false,
  jobSite: "North Pit",
  equipmentId: OTHER,
  equipment: {
    id: OTHER,
    equipmentNumber: "EX-101",
    name: "Excavator",
    status: "OPERATIONAL",
    hourMeter: 1200,
  },
  equipmentOperatorId: null,
  equipmentOperator: null,
  mechanicId: null,
  mechanic: null,
  assignedToId: null,
  assignedTo: null,
  reportedById: null,
  reportedBy: null,
  inspectionId: null,
  estimatedHours: 4,
  actualHours: null,
  scheduledStart: null,
  scheduledEnd: null,
  actualStart: null,
  actualEnd: null,
  dueDate: null,
  completionNotes: null,
  notes: null,
  hourMeterStart: null,
  hourMeterEnd: null,
  mileageStart: null,
  mileageEnd: null,
  createdAt: "2026-11-24T08:00:00.000Z",
  updatedAt: "2026-11-24T08:00:00.000Z",
};

const write = (path: string, body: unknown, method: QueuedWrite["method"] = "PATCH"): QueuedWrite => ({
  method,
  path,
  body,
  idempotencyKey: `key-${path}-${JSON.stringify(body)}`,
});
const waiting = (queued: QueuedWrite, state: WaitingWrite["state"] = "waiting", answer?: unknown) => ({
  write: queued,
  savedAt: SAVED_AT,
  state,
  answer,
});
const refused = (queued: QueuedWrite, status = 409, code = "NOT_ASSIGNED_STATUS"): RefusedWrite => ({
  write: queued,
  savedAt: SAVED_AT,
  refusedAt: SAVED_AT + 60_000,
  status,
  code,
  message: "This work order is not in the assigned status.",
});

describe("workOrderWriteOf", () => {
  it("names the work order and the move of each field write, and nothing else", () => {
    expect(workOrderWriteOf(write(`/work-orders/${ID}/start`, {}))).toEqual({
      kind: "start",
      workOrderId: ID,
    });
    expect(workOrderWriteOf(write(`/work-orders/${ID}`, { status: "ON_HOLD" }))).toEqual({
      kind: "update",
      workOrderId: ID,
    });
    expect(workOrderWriteOf(write("/work-orders", {}, "POST"))).toEqual({
      kind: "create",
      workOrderId: null,
    });
    expect(workOrderWriteOf(write("/work-orders/escalate", {}, "POST"))?.kind).toBe("escalate");
    expect(workOrderWriteOf(write("/inspections/daily/submit", { workOrderId: ID }, "POST"))).toEqual({
      kind: "inspect",
      workOrderId: ID,
    });
    expect(workOrderWriteOf(write("/equipment-assignments", {}, "POST"))).toBeNull();
    expect(workOrderWriteOf(write("/work-orders/bulk/status", {}))).toBeNull();
  });
});

describe("workOrderOnDevice", () => {
  it("shows a Start Work that waits as In Progress at once, marked waiting, with its meter reading", () => {
    const start = write(`/work-orders/${ID}/start`, { hourMeterStart: 1210 });
    const shown = workOrderOnDevice(workOrder, [waiting(start)], []);
    expect(shown.workOrder.status).toBe("IN_PROGRESS");
    expect(shown.workOrder.actualStart).toBe("2026-11-25T10:00:00.000Z");
    expect(shown.workOrder.hourMeterStart).toBe(1210);
    expect(shown.waiting).toEqual([{ kind: "start", state: "waiting", savedAt: SAVED_AT }]);
    expect(shown.refusals).toEqual([]);
  });

  it("lays waiting changes over in the order they were made (Start, then Complete)", () => {
    const start = write(`/work-orders/${ID}/start`, {});
    const complete = write(`/work-orders/${ID}/complete`, {
      completionNotes: "Hose replaced",
      actualHours: 3,
    });
    const shown = workOrderOnDevice(workOrder, [waiting(start), waiting(complete, "waiting")], []);
    expect(shown.workOrder).toMatchObject({
      status: "COMPLETED",
      completionNotes: "Hose replaced",
      actualHours: 3,
    });
    expect(shown.waiting.map((change) => change.kind)).toEqual(["start", "complete"]);
  });

  it("applies an edit's plain fields and a valid status, never a field of the wrong type", () => {
    const edit = write(`/work-orders/${ID}`, {
      title: "Hose and fitting",
      priority: "CRITICAL",
      estimatedHours: "x",
    });
    const moved = write(`/work-orders/${ID}`, { status: "ON_HOLD" });
    const bogus = write(`/work-orders/${ID}`, { status: "FINISHED" });
    const shown = workOrderOnDevice(workOrder, [waiting(edit), waiting(moved), waiting(bogus)], []);
    expect(shown.workOrder).toMatchObject({
      title: "Hose and fitting",
      priority: "CRITICAL",
      estimatedHours: 4,
      status: "ON_HOLD",
    });
  });

  it("shows an inspection submitted offline as completed, or waiting approval when an item needs attention", () => {
    const inspection = { ...workOrder, workOrderType: "INSPECTION" as const };
    const ok = write("/inspections/daily/submit", { workOrderId: ID, items: [{ status: "OK" }] }, "POST");
    const attention = write(
      "/inspections/daily/submit",
      { workOrderId: ID, items: [{ status: "OK" }, { status: "NEEDS_ATTENTION" }] },
      "POST",
    );
    expect(workOrderOnDevice(inspection, [waiting(ok)], []).workOrder.status).toBe("COMPLETED");
    expect(workOrderOnDevice(inspection, [waiting(attention)], []).workOrder.status).toBe("WAITING_APPROVAL");
  });

  it("leaves other work orders alone", () => {
    const start = write(`/work-orders/${OTHER}/start`, {});
    const shown = workOrderOnDevice(workOrder, [waiting(start)], [refused(start)]);
    expect(shown.workOrder).toBe(workOrder);
    expect(shown.waiting).toEqual([]);
    expect(shown.refusals).toEqual([]);
  });

  it("shows a sent change's answer until the cached copy is as new, then the cached copy", () => {
    const start = write(`/work-orders/${ID}/start`, {});
    const started = { ...workOrder, status: "IN_PROGRESS" as const, updatedAt: "2026-11-25T10:05:00.000Z" };
    const sent = waiting(start, "sent", { success: true, data: { workOrder: started } });
    const before = workOrderOnDevice(workOrder, [sent], []);
    expect(before.workOrder.status).toBe("IN_PROGRESS");
    expect(before.waiting).toEqual([]);
    const refreshed = { ...workOrder, status: "COMPLETED" as const, updatedAt: "2026-11-25T10:06:00.000Z" };
    expect(workOrderOnDevice(refreshed, [sent], []).workOrder).toBe(refreshed);
  });

  it("drops the overlay of a refused change and lists its refusal on the card", () => {
    const start = write(`/work-orders/${ID}/start`, {});
    const shown = workOrderOnDevice(workOrder, [], [refused(start)]);
    expect(shown.workOrder.status).toBe("ASSIGNED");
    expect(shown.refusals).toHaveLength(1);
  });
});

describe("newWorkOrdersOnDevice", () => {
  it("lists the new work orders of the asked kinds that wait or were refused, oldest first", () => {
    const created = write("/work-orders", { title: "Grease the pins", priority: "LOW" }, "POST");
    const reported = write(
      "/work-orders/escalate",
      { title: "Smoke from the engine", description: "Black smoke" },
      "POST",
    );
    const turnedDown = write("/work-orders", { title: "Tyre swap" }, "POST");
    const entries = newWorkOrdersOnDevice(
      [
        waiting(created),
        { ...waiting(reported), savedAt: SAVED_AT - 1000 },
        waiting(write(`/work-orders/${ID}/start`, {})),
      ],
      [refused(turnedDown, 400, "VALIDATION_ERROR")],
      ["create", "escalate"],
    );
    expect(entries.map((entry) => [entry.kind, entry.title, entry.state])).toEqual([
      ["escalate", "Smoke from the engine", "waiting"],
      ["create", "Grease the pins", "waiting"],
      ["create", "Tyre swap", "refused"],
    ]);
    expect(entries[1]?.priority).toBe("LOW");
    expect(newWorkOrdersOnDevice([waiting(created)], [], ["escalate"])).toEqual([]);
  });

  it("forgets a new work order once it is sent (the list has it then)", () => {
    const created = write("/work-orders", { title: "Grease the pins" }, "POST");
    expect(newWorkOrdersOnDevice([waiting(created, "sent")], [], ["create"])).toEqual([]);
  });
});
