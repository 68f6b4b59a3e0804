import { describe, expect, it } from "vitest";
import { issuesOf, parsed } from "../../test/issues.js";
import {
  dailyInspectionCountsSchema,
  equipmentStatsSchema,
  maintenanceDueSchema,
  reportQuerySchema,
  workOrderStatsSchema,
} from "./stats.js";

describe("stats shapes", () => {
  it("equipment stats", () => {
    const stats = { total: 10, operational: 6, warning: 1, critical: 2, maintenance: 1 };
    expect(parsed(equipmentStatsSchema, stats)).toEqual(stats);
    expect(issuesOf(equipmentStatsSchema, { ...stats, total: -1 })).toHaveProperty("total");
  });
  it("work-order stats", () => {
    const stats = {
      total: 20,
      open: 8,
      inProgress: 4,
      completed: 7,
      pending: 3,
      overdue: 2,
      completionRate: 35,
      avgCompletionHours: 5.5,
      active: 9,
      assignedToMe: 2,
      emergency: 1,
      critical: 3,
    };
    expect(parsed(workOrderStatsSchema, stats)).toEqual(stats);
    expect(issuesOf(workOrderStatsSchema, { ...stats, completionRate: 101 })).toHaveProperty(
      "completionRate",
    );
    expect(issuesOf(workOrderStatsSchema, { ...stats, open: 1.5 })).toHaveProperty("open");
    expect(issuesOf(workOrderStatsSchema, { ...stats, assignedToMe: -1 })).toHaveProperty("assignedToMe");
  });
  it("dashboard counts", () => {
    const due = { dueMaintenanceCount: 3, duePlans: [] };
    expect(parsed(maintenanceDueSchema, due)).toEqual(due);
    const counts = { inspectionsNeeded: 2, missedInspections: 1, completedInspections: 5, pendingToday: 3 };
    expect(parsed(dailyInspectionCountsSchema, counts)).toEqual(counts);
  });
  it("report period defaults to 30d", () => {
    expect(parsed(reportQuerySchema, {})).toEqual({ period: "30d" });
    expect(parsed(reportQuerySchema, { period: "1y" })).toEqual({ period: "1y" });
    expect(issuesOf(reportQuerySchema, { period: "2w" })).toHaveProperty("period");
  });
});
