import { describe, expect, it } from "vitest";
import { TASK_STATUS_FILTERS, WORK_ORDER_TYPES } from "./enums.js";
import { listWorkOrdersQuerySchema } from "./schemas/work-order-query.js";
import {
  CREATABLE_WORK_ORDER_TYPES,
  NO_DUE_DATE_LABEL,
  TASK_SORT_ORDERS,
  taskDueLabel,
  taskStatusQueryValue,
} from "./work-order-choices.js";
import { TASK_STATUS_FILTER_STATUSES } from "./work-order-rules.js";

describe("CREATABLE_WORK_ORDER_TYPES", () => {
  it("offers the ten types of part 2, 3, without INSPECTION", () => {
    expect(CREATABLE_WORK_ORDER_TYPES).toHaveLength(10);
    expect(CREATABLE_WORK_ORDER_TYPES).not.toContain("INSPECTION");
    expect(CREATABLE_WORK_ORDER_TYPES[0]).toBe("REPAIR");
    expect(WORK_ORDER_TYPES).toContain("INSPECTION");
  });
});

describe("taskStatusQueryValue", () => {
  it("sends 'open' as the alias and the others as their statuses", () => {
    expect(taskStatusQueryValue("open")).toBe("open");
    expect(taskStatusQueryValue("in_progress")).toBe("IN_PROGRESS");
    expect(taskStatusQueryValue("completed")).toBe("COMPLETED");
    expect(taskStatusQueryValue("cancelled")).toBe("CANCELLED");
  });
  it.each(TASK_STATUS_FILTERS)("'%s' parses on the server to the filter's statuses", (filter) => {
    const parsed = listWorkOrdersQuerySchema.parse({ status: taskStatusQueryValue(filter) });
    expect([...(parsed.status ?? [])].sort()).toEqual([...TASK_STATUS_FILTER_STATUSES[filter]].sort());
  });
});

describe("TASK_SORT_ORDERS", () => {
  it("newest first, soonest due first, most urgent first, workflow order", () => {
    expect(TASK_SORT_ORDERS).toEqual({
      createdAt: "desc",
      dueDate: "asc",
      priority: "desc",
      status: "asc",
    });
  });
});

describe("taskDueLabel", () => {
  const now = new Date(2026, 2, 10, 9, 0);
  it("uses the due date first", () => {
    const dueDate = new Date(2026, 2, 11, 17, 0).toISOString();
    const scheduledEnd = new Date(2026, 2, 10, 17, 0).toISOString();
    expect(taskDueLabel({ dueDate, scheduledEnd }, now)).toBe("Tomorrow");
  });
  it("falls back to the scheduled end", () => {
    const scheduledEnd = new Date(2026, 2, 13, 8, 0).toISOString();
    expect(taskDueLabel({ dueDate: null, scheduledEnd }, now)).toBe("In 3 days");
  });
  it("says so when there is neither", () => {
    expect(taskDueLabel({ dueDate: null, scheduledEnd: null }, now)).toBe(NO_DUE_DATE_LABEL);
    expect(taskDueLabel({}, now)).toBe("No due date");
  });
});
