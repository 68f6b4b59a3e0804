import { describe, expect, it } from "vitest";
import { WORK_ORDER_STATUSES, WORK_ORDER_TYPES } from "./enums.js";
import { isMaintenanceRecord } from "./equipment-rules.js";

describe("maintenance records", () => {
  it("are completed work orders of planned upkeep", () => {
    const counted = WORK_ORDER_TYPES.filter((workOrderType) =>
      isMaintenanceRecord({ status: "COMPLETED", workOrderType }),
    );
    expect(counted).toEqual([
      "PREVENTIVE_MAINTENANCE",
      "CALIBRATION",
      "CLEANING",
      "LUBRICATION",
      "SEASONAL_PREP",
    ]);
  });
  it("only once completed", () => {
    for (const status of WORK_ORDER_STATUSES.filter((s) => s !== "COMPLETED")) {
      expect(isMaintenanceRecord({ status, workOrderType: "PREVENTIVE_MAINTENANCE" })).toBe(false);
    }
  });
});
