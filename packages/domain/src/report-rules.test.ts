import { describe, expect, it } from "vitest";
import { EQUIPMENT_STATUSES, WORK_ORDER_TYPES } from "./enums.js";
import { isRepairWorkOrder, reportEquipmentBucket, reportRatio } from "./report-rules.js";

describe("report rules", () => {
  it("counts fault repairs as repair work orders, planned work not", () => {
    expect(WORK_ORDER_TYPES.filter(isRepairWorkOrder)).toEqual([
      "REPAIR",
      "INSPECTION_FOLLOWUP",
      "BREAKDOWN",
      "SAFETY_ISSUE",
    ]);
  });

  it("places every machine status on the equipment card, maintenance due making a running machine a warning", () => {
    const placed = (due: boolean) =>
      Object.fromEntries(EQUIPMENT_STATUSES.map((status) => [status, reportEquipmentBucket(status, due)]));
    expect(placed(false)).toEqual({
      OPERATIONAL: "operational",
      IN_SERVICE: "operational",
      DOWN_FOR_REPAIR: "critical",
      SCHEDULED_MAINTENANCE: "warning",
      OUT_OF_SERVICE: "critical",
      RETIRED: null,
      MAINTENANCE: "warning",
      WARNING: "warning",
      CRITICAL: "critical",
    });
    expect(placed(true)).toMatchObject({
      OPERATIONAL: "warning",
      IN_SERVICE: "warning",
      DOWN_FOR_REPAIR: "critical",
    });
  });

  it("rounds ratios to one decimal and has none without a denominator", () => {
    expect(reportRatio(2, 3, 100)).toBe(66.7);
    expect(reportRatio(7, 2)).toBe(3.5);
    expect(reportRatio(0, 5, 100)).toBe(0);
    expect(reportRatio(3, 0)).toBeNull();
  });
});
