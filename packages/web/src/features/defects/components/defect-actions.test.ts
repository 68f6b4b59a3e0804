import type { Defect } from "@mnx/domain";
import { describe, expect, it } from "vitest";
import { defectMoves, mayMakeWorkOrder } from "./defect-actions";

const defect = (values: Partial<Defect>): Defect => ({
  id: "00000000-0000-4000-8000-000000000001",
  equipmentId: "00000000-0000-4000-8000-000000000002",
  equipment: { id: "00000000-0000-4000-8000-000000000002", equipmentNumber: "EX-1", name: "Excavator" },
  inspectionId: null,
  workOrderId: null,
  category: "Operational Systems",
  item: "Steering",
  templateItemId: null,
  critical: true,
  notes: "",
  status: "OPEN",
  reportedBy: null,
  reportedAt: "2026-11-28T06:00:00.000Z",
  repairStartedAt: null,
  repairedAt: null,
  repairedBy: null,
  certifiedAt: null,
  certifiedBy: null,
  certificationNote: null,
  acknowledgedAt: null,
  acknowledgedBy: null,
  updatedAt: "2026-11-28T06:00:00.000Z",
  ...values,
});

describe("the moves a defect card offers", () => {
  it("follows the domain's table for each role", () => {
    expect(defectMoves(defect({}), "MECHANIC")).toEqual([
      "REPAIR_IN_PROGRESS",
      "REPAIRED",
      "NO_CORRECTION_NEEDED",
    ]);
    expect(defectMoves(defect({ status: "REPAIRED" }), "SHOP_FOREMAN")).toEqual([
      "REPAIR_IN_PROGRESS",
      "CERTIFIED",
    ]);
    expect(defectMoves(defect({ status: "CERTIFIED" }), "OPERATOR")).toEqual(["ACKNOWLEDGED"]);
    expect(defectMoves(defect({ status: "REPAIRED" }), "FLEET_MANAGER")).toEqual([]);
    expect(defectMoves(defect({}), "VIEWER")).toEqual([]);
  });

  it("offers the repair work order to a foreman or manager, once, while there is something to repair", () => {
    expect(mayMakeWorkOrder(defect({}), "SHOP_FOREMAN")).toBe(true);
    expect(mayMakeWorkOrder(defect({}), "FLEET_MANAGER")).toBe(true);
    expect(mayMakeWorkOrder(defect({}), "MECHANIC")).toBe(false);
    expect(
      mayMakeWorkOrder(defect({ workOrderId: "00000000-0000-4000-8000-000000000003" }), "SHOP_FOREMAN"),
    ).toBe(false);
    expect(mayMakeWorkOrder(defect({ status: "CERTIFIED" }), "SHOP_FOREMAN")).toBe(false);
  });
});
