import { describe, expect, it } from "vitest";
import { issuesOf, parsed } from "../../test/issues.js";
import { toDateInputValue } from "../dates.js";
import type { WorkOrder } from "./work-order.js";
import {
  type EditWorkOrderFormInput,
  editWorkOrderChanges,
  editWorkOrderFormSchema,
  editWorkOrderValues,
} from "./work-order-edit.js";
import { updateWorkOrderSchema } from "./work-order-update.js";

const form: EditWorkOrderFormInput = {
  title: "Replace hose",
  description: "Hydraulic hose is leaking",
  workOrderType: "REPAIR",
  priority: "MEDIUM",
  jobSite: "",
  estimatedHours: "",
  scheduledStart: "",
  scheduledEnd: "",
  dueDate: "",
  isEmergency: false,
};

const workOrder = {
  title: "Replace hose",
  description: null,
  workOrderType: "BREAKDOWN",
  priority: "HIGH",
  jobSite: "North Pit",
  estimatedHours: 2.5,
  scheduledStart: "2025-03-01T08:00:00.000Z",
  scheduledEnd: null,
  dueDate: "2025-03-04T23:59:00.000Z",
  isEmergency: true,
} as WorkOrder;

describe("editWorkOrderFormSchema (part 2, 2.6 with the create form's messages)", () => {
  it("blank optional fields clear (null); text is trimmed", () => {
    expect(parsed(editWorkOrderFormSchema, { ...form, title: " Replace hose " })).toEqual({
      ...form,
      jobSite: null,
      estimatedHours: null,
      scheduledStart: null,
      scheduledEnd: null,
      dueDate: null,
    });
  });
  it("required and positive-number messages", () => {
    expect(
      issuesOf(editWorkOrderFormSchema, { ...form, title: " ", description: "", estimatedHours: "0" }),
    ).toEqual({
      title: ["Title is required"],
      description: ["Description is required"],
      estimatedHours: ["Estimated hours must be a positive number"],
    });
    expect(issuesOf(editWorkOrderFormSchema, { ...form, estimatedHours: "abc" })).toEqual({
      estimatedHours: ["Estimated hours must be a positive number"],
    });
    expect(issuesOf(editWorkOrderFormSchema, { ...form, estimatedHours: "1000" })).toEqual({
      estimatedHours: ["Estimated hours must be 999.99 or less"],
    });
    expect(parsed(editWorkOrderFormSchema, { ...form, estimatedHours: " 0.5 " }).estimatedHours).toBe(0.5);
  });
  it("'End date must be after start date', also next to other errors", () => {
    const dates = { scheduledStart: "2025-03-02T10:00", scheduledEnd: "2025-03-02T10:00" };
    expect(issuesOf(editWorkOrderFormSchema, { ...form, ...dates })).toEqual({
      scheduledEnd: ["End date must be after start date"],
    });
    expect(issuesOf(editWorkOrderFormSchema, { ...form, ...dates, title: "" })).toEqual({
      title: ["Title is required"],
      scheduledEnd: ["End date must be after start date"],
    });
  });
  it("a due date is the end of that local day; bad dates are refused", () => {
    const value = parsed(editWorkOrderFormSchema, { ...form, dueDate: "2025-03-04" });
    expect(value.dueDate).toBe(new Date(2025, 2, 4, 23, 59).toISOString());
    expect(toDateInputValue(value.dueDate)).toBe("2025-03-04");
    expect(issuesOf(editWorkOrderFormSchema, { ...form, dueDate: "soon", scheduledStart: "x" })).toEqual({
      dueDate: ["Please enter a valid date"],
      scheduledStart: ["Please enter a valid date"],
    });
  });
});

describe("editWorkOrderChanges (only changed fields are sent)", () => {
  const initial = editWorkOrderValues(workOrder);
  it("starts from the work order's own values", () => {
    expect(initial).toMatchObject({ description: "", jobSite: "North Pit", estimatedHours: "2.5" });
    expect(initial.dueDate).toBe(toDateInputValue(workOrder.dueDate));
  });
  it("nothing changed: no fields (a missing description counts as a change once filled)", () => {
    const same = parsed(editWorkOrderFormSchema, { ...initial, description: "Leak" });
    expect(editWorkOrderChanges(initial, same)).toEqual({ description: "Leak" });
    const filled = { ...initial, description: "Leak" };
    expect(editWorkOrderChanges(filled, parsed(editWorkOrderFormSchema, filled))).toEqual({});
  });
  it("changed and cleared fields only, in a body PATCH accepts", () => {
    const start = { ...initial, description: "Leak" };
    const next = { ...start, title: " New title ", jobSite: "", estimatedHours: "3", isEmergency: false };
    const changes = editWorkOrderChanges(start, parsed(editWorkOrderFormSchema, next));
    expect(changes).toEqual({ title: "New title", jobSite: null, estimatedHours: 3, isEmergency: false });
    expect(updateWorkOrderSchema.safeParse(changes).success).toBe(true);
  });
  it("status is not part of the form (it moves through the state machine)", () => {
    expect(Object.keys(editWorkOrderFormSchema.shape)).not.toContain("status");
  });
});
