import type { MachineAlert } from "@mnx/domain";
import { describe, expect, it } from "vitest";
import { alertMoves, mayDraftWorkOrder } from "./alert-actions";

const alert = (values: Partial<MachineAlert>): MachineAlert => ({
  id: "00000000-0000-4000-8000-000000000001",
  equipmentId: "00000000-0000-4000-8000-000000000002",
  equipment: { id: "00000000-0000-4000-8000-000000000002", equipmentNumber: "EX-1", name: "Excavator" },
  code: "110-0",
  codeSource: "ECM",
  description: "Engine coolant temperature high",
  severity: "CRITICAL",
  feedSeverity: "Critical",
  status: "OPEN",
  firstOccurredAt: "2026-11-28T06:00:00.000Z",
  lastOccurredAt: "2026-11-28T06:00:00.000Z",
  occurrences: 1,
  connectionName: "Feed",
  acknowledgedAt: null,
  acknowledgedBy: null,
  acknowledgedNote: null,
  clearedAt: null,
  clearedBy: null,
  clearedNote: null,
  workOrderId: null,
  createdAt: "2026-11-28T06:00:00.000Z",
  ...values,
});

describe("the moves an alert card offers", () => {
  it("acknowledge and clear an open alert for a mechanic and up, nothing for an operator or viewer", () => {
    expect(alertMoves(alert({}), "MECHANIC")).toEqual(["acknowledge", "clear"]);
    expect(alertMoves(alert({}), "SHOP_FOREMAN")).toEqual(["acknowledge", "clear"]);
    expect(alertMoves(alert({}), "OPERATOR")).toEqual([]);
    expect(alertMoves(alert({}), "VIEWER")).toEqual([]);
  });

  it("only clear once acknowledged, nothing once cleared", () => {
    expect(alertMoves(alert({ status: "ACKNOWLEDGED" }), "MECHANIC")).toEqual(["clear"]);
    expect(alertMoves(alert({ status: "CLEARED" }), "FLEET_MANAGER")).toEqual([]);
  });

  it("the draft work order: a critical alert not cleared and without one, for a foreman and up", () => {
    expect(mayDraftWorkOrder(alert({}), "SHOP_FOREMAN")).toBe(true);
    expect(mayDraftWorkOrder(alert({}), "MECHANIC")).toBe(false);
    expect(mayDraftWorkOrder(alert({ severity: "HIGH" }), "SHOP_FOREMAN")).toBe(false);
    expect(
      mayDraftWorkOrder(alert({ workOrderId: "00000000-0000-4000-8000-000000000009" }), "SHOP_FOREMAN"),
    ).toBe(false);
    expect(mayDraftWorkOrder(alert({ status: "CLEARED" }), "FLEET_MANAGER")).toBe(false);
  });
});
