import { describe, expect, it } from "vitest";
import { WORK_ORDER_STATUSES } from "./enums.js";
import {
  elapsedWorkHours,
  isActiveWorkOrder,
  isEscalated,
  isOpenWorkOrder,
  isWorkOrderOverdue,
  statusOptionsForRole,
  TASK_STATUS_FILTER_STATUSES,
  taskStatusFilterOf,
} from "./work-order-rules.js";

describe("isEscalated (part 1, 9)", () => {
  const base = { status: "PENDING", isEmergency: false, description: "Hydraulic hose leak" };
  it("an unassigned PENDING emergency is escalated", () => {
    expect(isEscalated({ ...base, isEmergency: true })).toBe(true);
  });
  it("an unassigned PENDING order whose description contains 'ESCALATED ISSUE' is escalated", () => {
    expect(isEscalated({ ...base, description: "ESCALATED ISSUE - Breakdown (HIGH)\n\nHose burst" })).toBe(
      true,
    );
    expect(isEscalated({ ...base, description: "Note: ESCALATED ISSUE from site" })).toBe(true);
  });
  it("is case-sensitive on the marker", () => {
    expect(isEscalated({ ...base, description: "escalated issue" })).toBe(false);
  });
  it("neither emergency nor marker: not escalated", () => {
    expect(isEscalated(base)).toBe(false);
    expect(isEscalated({ ...base, description: null })).toBe(false);
  });
  it("any assignee, mechanic or assigned-to id makes it not escalated", () => {
    const e = { ...base, isEmergency: true };
    expect(isEscalated({ ...e, assignedTo: "u1" })).toBe(false);
    expect(isEscalated({ ...e, assignedTo: { id: "u1" } })).toBe(false);
    expect(isEscalated({ ...e, assignedToId: "u1" })).toBe(false);
    expect(isEscalated({ ...e, mechanicId: "u1" })).toBe(false);
    expect(isEscalated({ ...e, assignedTo: null, assignedToId: null, mechanicId: null })).toBe(true);
  });
  it.each(WORK_ORDER_STATUSES.filter((s) => s !== "PENDING").map((s) => [s]))(
    "status %s is never escalated",
    (status) => {
      expect(isEscalated({ ...base, status, isEmergency: true, description: "ESCALATED ISSUE" })).toBe(false);
    },
  );
});

describe("active and open work orders", () => {
  it("active = PENDING, ASSIGNED, IN_PROGRESS", () => {
    expect(WORK_ORDER_STATUSES.filter((s) => isActiveWorkOrder(s))).toEqual([
      "PENDING",
      "ASSIGNED",
      "IN_PROGRESS",
    ]);
    expect(isActiveWorkOrder({ status: "ASSIGNED" })).toBe(true);
    expect(isActiveWorkOrder({ status: "ON_HOLD" })).toBe(false);
  });
  it("open = everything but COMPLETED and CANCELLED", () => {
    expect(WORK_ORDER_STATUSES.filter((s) => !isOpenWorkOrder(s))).toEqual(["COMPLETED", "CANCELLED"]);
    expect(isOpenWorkOrder("BOGUS")).toBe(false);
  });
});

describe("statusOptionsForRole (part 1, 4)", () => {
  it("operators get five statuses", () => {
    expect(statusOptionsForRole("OPERATOR")).toEqual([
      "ASSIGNED",
      "IN_PROGRESS",
      "WAITING_PARTS",
      "WAITING_APPROVAL",
      "COMPLETED",
    ]);
  });
  it("mechanics and shop foremen get all eight", () => {
    for (const role of ["MECHANIC", "SHOP_FOREMAN"]) {
      expect(statusOptionsForRole(role)).toEqual([
        "PENDING",
        "ASSIGNED",
        "IN_PROGRESS",
        "WAITING_PARTS",
        "WAITING_APPROVAL",
        "COMPLETED",
        "CANCELLED",
        "ON_HOLD",
      ]);
    }
  });
  it.each([
    ["SUPER_ADMIN"],
    ["FLEET_MANAGER"],
    ["FIELD_SUPERVISOR"],
    ["INSPECTOR"],
    ["VIEWER"],
    [null],
    ["X"],
  ])("%s cannot edit", (role) => {
    expect(statusOptionsForRole(role)).toEqual([]);
  });
});

describe("task status filters (part 2, 2.7)", () => {
  it("maps each status to one lowercase filter", () => {
    expect(Object.fromEntries(WORK_ORDER_STATUSES.map((s) => [s, taskStatusFilterOf(s)]))).toEqual({
      PENDING: "open",
      ASSIGNED: "open",
      IN_PROGRESS: "in_progress",
      WAITING_PARTS: "open",
      WAITING_APPROVAL: "open",
      COMPLETED: "completed",
      CANCELLED: "cancelled",
      ON_HOLD: "open",
    });
  });
  it("the filter lists agree with the mapping", () => {
    for (const [filter, statuses] of Object.entries(TASK_STATUS_FILTER_STATUSES)) {
      for (const status of statuses) expect(taskStatusFilterOf(status)).toBe(filter);
    }
  });
});

describe("isWorkOrderOverdue", () => {
  const now = new Date("2025-01-15T12:00:00Z");
  it("open and past its due date (or scheduled end)", () => {
    expect(isWorkOrderOverdue({ status: "ASSIGNED", dueDate: "2025-01-14T12:00:00Z" }, now)).toBe(true);
    expect(isWorkOrderOverdue({ status: "ASSIGNED", scheduledEnd: "2025-01-14T12:00:00Z" }, now)).toBe(true);
    expect(isWorkOrderOverdue({ status: "ASSIGNED", dueDate: "2025-01-16T12:00:00Z" }, now)).toBe(false);
    expect(isWorkOrderOverdue({ status: "COMPLETED", dueDate: "2025-01-14T12:00:00Z" }, now)).toBe(false);
    expect(isWorkOrderOverdue({ status: "PENDING" }, now)).toBe(false);
  });
});

describe("elapsedWorkHours", () => {
  const start = new Date("2026-11-23T08:00:00Z");
  it.each([
    ["2026-11-23T10:07:00Z", 2],
    ["2026-11-23T10:08:00Z", 2.25],
    ["2026-11-23T08:01:00Z", 0.25],
    ["2026-11-23T08:00:00Z", 0.25],
  ])("%s -> %s h, in quarter hours, at least one", (end, hours) => {
    expect(elapsedWorkHours(start, new Date(end))).toBe(hours);
  });
  it("nothing without a start, or with an end before it", () => {
    expect(elapsedWorkHours(null, start)).toBeUndefined();
    expect(elapsedWorkHours("2026-11-23T09:00:00Z", start)).toBeUndefined();
  });
});
