import { describe, expect, it } from "vitest";
import {
  countInspectionsDue,
  isAssignedToUser,
  isPendingInspection,
  mechanicWorkAction,
  OPEN_WORK_ORDER_STATUSES,
  operatorWorkOrderCounts,
  todaysPendingInspection,
} from "./dashboard-rules.js";

const NOW = new Date(2025, 0, 15, 10, 0, 0);
const day = (offset: number) => new Date(2025, 0, 15 + offset, 12).toISOString();

describe("OPEN_WORK_ORDER_STATUSES", () => {
  it("is every status but COMPLETED and CANCELLED", () => {
    expect(OPEN_WORK_ORDER_STATUSES).toHaveLength(6);
    expect(OPEN_WORK_ORDER_STATUSES).not.toContain("COMPLETED");
    expect(OPEN_WORK_ORDER_STATUSES).not.toContain("CANCELLED");
    expect(OPEN_WORK_ORDER_STATUSES).toContain("IN_PROGRESS");
  });
});

describe("operatorWorkOrderCounts", () => {
  it("counts not-started, in-progress and open emergencies", () => {
    const counts = operatorWorkOrderCounts([
      { status: "PENDING", isEmergency: true },
      { status: "ASSIGNED", isEmergency: false },
      { status: "IN_PROGRESS", isEmergency: true },
      { status: "WAITING_PARTS", isEmergency: false },
      { status: "COMPLETED", isEmergency: true },
    ]);
    expect(counts).toEqual({ pending: 2, inProgress: 1, emergency: 2 });
  });
  it("is all zero for no work orders", () => {
    expect(operatorWorkOrderCounts([])).toEqual({ pending: 0, inProgress: 0, emergency: 0 });
  });
});

describe("countInspectionsDue (within 7 days or overdue)", () => {
  it("counts due and overdue machines, not later ones or those without a date", () => {
    const machines = [day(-3), day(0), day(7), day(8), null].map((nextInspectionDue) => ({
      nextInspectionDue,
    }));
    expect(countInspectionsDue(machines, NOW)).toBe(3);
  });
});

describe("isAssignedToUser / mechanicWorkAction", () => {
  const wo = { mechanicId: "m1", assignedToId: null, status: "ASSIGNED" as const };
  it("matches the mechanic or the assignee", () => {
    expect(isAssignedToUser(wo, "m1")).toBe(true);
    expect(isAssignedToUser({ mechanicId: null, assignedToId: "a1" }, "a1")).toBe(true);
    expect(isAssignedToUser(wo, "other")).toBe(false);
    expect(isAssignedToUser({ mechanicId: null, assignedToId: null }, undefined)).toBe(false);
  });
  it("start on ASSIGNED, continue on IN_PROGRESS, nothing otherwise or for others", () => {
    expect(mechanicWorkAction(wo, "m1")).toBe("start");
    expect(mechanicWorkAction({ ...wo, status: "IN_PROGRESS" }, "m1")).toBe("continue");
    expect(mechanicWorkAction({ ...wo, status: "COMPLETED" }, "m1")).toBeNull();
    expect(mechanicWorkAction(wo, "m2")).toBeNull();
  });
});

describe("todaysPendingInspection", () => {
  const inspection = (status: "ASSIGNED" | "IN_PROGRESS" | "COMPLETED", dueDate: string | null) => ({
    workOrderType: "INSPECTION" as const,
    status,
    dueDate,
  });
  it("only unsubmitted daily inspections are pending", () => {
    expect(isPendingInspection(inspection("ASSIGNED", day(0)))).toBe(true);
    expect(isPendingInspection(inspection("COMPLETED", day(0)))).toBe(false);
    expect(isPendingInspection({ ...inspection("ASSIGNED", day(0)), workOrderType: "REPAIR" })).toBe(false);
  });
  it("picks the soonest one still due, skipping missed ones of earlier days", () => {
    const missed = inspection("ASSIGNED", day(-1));
    const today = inspection("IN_PROGRESS", day(0));
    const later = inspection("ASSIGNED", day(1));
    expect(todaysPendingInspection([missed, later, today], NOW)).toBe(today);
    expect(todaysPendingInspection([missed], NOW)).toBeNull();
    expect(todaysPendingInspection([], NOW)).toBeNull();
  });
});
