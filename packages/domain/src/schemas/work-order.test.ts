import { describe, expect, it } from "vitest";
import { ID_1, ID_2, ID_3, issuesOf, parsed } from "../../test/issues.js";
import { createWorkOrderSchema, workOrderSchema } from "./work-order.js";
import { listWorkOrdersQuerySchema } from "./work-order-query.js";
import { updateWorkOrderSchema } from "./work-order-update.js";

const valid = { equipmentId: ID_1, title: " Replace hose ", description: "Hydraulic hose is leaking" };

describe("createWorkOrderSchema (part 2, 5)", () => {
  it("defaults: REPAIR, MEDIUM, not emergency, no operator approval; empty optionals omitted", () => {
    expect(
      parsed(createWorkOrderSchema, {
        ...valid,
        jobSite: "",
        equipmentOperatorId: "",
        mechanicId: "",
        assignedToId: "",
        estimatedHours: "",
        scheduledStart: "",
        scheduledEnd: "",
        hourMeterStart: "",
        mileageStart: "",
        inspectionId: "",
      }),
    ).toEqual({
      equipmentId: ID_1,
      title: "Replace hose",
      description: "Hydraulic hose is leaking",
      workOrderType: "REPAIR",
      priority: "MEDIUM",
      isEmergency: false,
      requiresOperatorApproval: false,
    });
  });
  it("required messages", () => {
    expect(
      issuesOf(createWorkOrderSchema, {
        equipmentId: "",
        title: "",
        description: " ",
        workOrderType: "",
        priority: "",
      }),
    ).toEqual({
      equipmentId: ["Equipment selection is required"],
      title: ["Title is required"],
      description: ["Description is required"],
      workOrderType: ["Work order type is required"],
      priority: ["Priority is required"],
    });
  });
  it("length limits: title 255, description 2000, job site 255", () => {
    expect(parsed(createWorkOrderSchema, { ...valid, title: "t".repeat(255) }).title).toHaveLength(255);
    expect(
      issuesOf(createWorkOrderSchema, {
        ...valid,
        title: "t".repeat(256),
        description: "d".repeat(2001),
        jobSite: "j".repeat(256),
      }),
    ).toEqual({
      title: ["Title must be 255 characters or less"],
      description: ["Description must be 2000 characters or less"],
      jobSite: ["Job site must be 255 characters or less"],
    });
  });
  it.each([
    ["0", "Estimated hours must be a positive number"],
    ["-2", "Estimated hours must be a positive number"],
    ["abc", "Estimated hours must be a positive number"],
    ["0.05", "Estimated hours must be at least 0.1"],
    ["1000", "Estimated hours must be 999.99 or less"],
  ])("estimated hours %s: %s", (estimatedHours, message) => {
    expect(issuesOf(createWorkOrderSchema, { ...valid, estimatedHours })).toEqual({
      estimatedHours: [message],
    });
  });
  it("estimated hours 0.1 to 999.99 are accepted", () => {
    expect(parsed(createWorkOrderSchema, { ...valid, estimatedHours: "0.1" }).estimatedHours).toBe(0.1);
    expect(parsed(createWorkOrderSchema, { ...valid, estimatedHours: 999.99 }).estimatedHours).toBe(999.99);
  });
  it("meters must be valid numbers of at least 0", () => {
    expect(issuesOf(createWorkOrderSchema, { ...valid, hourMeterStart: "x", mileageStart: "y" })).toEqual({
      hourMeterStart: ["Hour meter must be a valid number"],
      mileageStart: ["Mileage must be a valid number"],
    });
    expect(issuesOf(createWorkOrderSchema, { ...valid, hourMeterStart: "-1", mileageStart: "-0.1" })).toEqual(
      {
        hourMeterStart: ["Hour meter cannot be negative"],
        mileageStart: ["Mileage cannot be negative"],
      },
    );
    expect(
      parsed(createWorkOrderSchema, { ...valid, hourMeterStart: "0", mileageStart: "10.5" }),
    ).toMatchObject({
      hourMeterStart: 0,
      mileageStart: 10.5,
    });
  });
  it("scheduled end must be after scheduled start, also next to other errors", () => {
    const dates = { scheduledStart: "2025-01-15T10:00:00.000Z", scheduledEnd: "2025-01-15T10:00:00.000Z" };
    expect(issuesOf(createWorkOrderSchema, { ...valid, ...dates })).toEqual({
      scheduledEnd: ["End date must be after start date"],
    });
    expect(issuesOf(createWorkOrderSchema, { ...valid, ...dates, title: "" })).toEqual({
      title: ["Title is required"],
      scheduledEnd: ["End date must be after start date"],
    });
    expect(
      parsed(createWorkOrderSchema, { ...valid, ...dates, scheduledEnd: "2025-01-15T12:00:00.000Z" })
        .scheduledEnd,
    ).toBe("2025-01-15T12:00:00.000Z");
  });
  it("accepts the new INSPECTION type", () => {
    expect(parsed(createWorkOrderSchema, { ...valid, workOrderType: "INSPECTION" }).workOrderType).toBe(
      "INSPECTION",
    );
  });
});

describe("updateWorkOrderSchema (PATCH, part 1, 7)", () => {
  it("needs at least one field", () => {
    expect(issuesOf(updateWorkOrderSchema, {})).toEqual({ "": ["Nothing to update"] });
  });
  it("takes the PATCH fields; null or '' clears people and numbers", () => {
    expect(
      parsed(updateWorkOrderSchema, {
        status: "COMPLETED",
        completionNotes: "Done",
        actualEnd: "2025-01-15T10:00:00.000Z",
        actualHours: "2.5",
        mechanicId: null,
        assignedToId: "",
        priority: "HIGH",
        estimatedHours: 4,
        hourMeterEnd: "100",
      }),
    ).toEqual({
      status: "COMPLETED",
      completionNotes: "Done",
      actualEnd: "2025-01-15T10:00:00.000Z",
      actualHours: 2.5,
      mechanicId: null,
      assignedToId: null,
      priority: "HIGH",
      estimatedHours: 4,
      hourMeterEnd: 100,
    });
  });
  it("refuses bad values", () => {
    expect(issuesOf(updateWorkOrderSchema, { status: "DONE" })).toHaveProperty("status");
    expect(issuesOf(updateWorkOrderSchema, { actualHours: -1 })).toEqual({
      actualHours: ["Actual hours cannot be negative"],
    });
    expect(issuesOf(updateWorkOrderSchema, { title: " " })).toEqual({ title: ["Title is required"] });
  });
});

describe("listWorkOrdersQuerySchema", () => {
  it("defaults", () => {
    expect(parsed(listWorkOrdersQuerySchema, {})).toEqual({
      sortBy: "createdAt",
      sortOrder: "desc",
      page: 1,
      limit: 20,
    });
  });
  it("takes every filter of both parts", () => {
    expect(
      parsed(listWorkOrdersQuerySchema, {
        search: "hose",
        status: "active",
        priority: "critical,HIGH",
        workOrderType: "REPAIR",
        jobSite: "North",
        isEmergency: "true",
        my: "false",
        equipmentId: ID_1,
        equipmentOperatorId: ID_2,
        mechanicId: ID_3,
        assignedToId: ID_3,
        assignedTo: ID_3,
        sortBy: "priority",
        sortOrder: "asc",
        page: "2",
        limit: "50",
      }),
    ).toEqual({
      search: "hose",
      status: ["PENDING", "ASSIGNED", "IN_PROGRESS"],
      priority: ["CRITICAL", "HIGH"],
      workOrderType: ["REPAIR"],
      jobSite: "North",
      isEmergency: true,
      my: false,
      equipmentId: ID_1,
      equipmentOperatorId: ID_2,
      mechanicId: ID_3,
      assignedToId: ID_3,
      assignedTo: ID_3,
      sortBy: "priority",
      sortOrder: "asc",
      page: 2,
      limit: 50,
    });
  });
  it("understands the simpler list's lowercase statuses", () => {
    expect(parsed(listWorkOrdersQuerySchema, { status: "open" }).status).toEqual([
      "PENDING",
      "ASSIGNED",
      "ON_HOLD",
      "WAITING_PARTS",
      "WAITING_APPROVAL",
    ]);
    expect(parsed(listWorkOrdersQuerySchema, { status: "in_progress" }).status).toEqual(["IN_PROGRESS"]);
    expect(parsed(listWorkOrdersQuerySchema, { status: "all" }).status).toBeUndefined();
    expect(parsed(listWorkOrdersQuerySchema, { status: ["COMPLETED", "cancelled"] }).status).toEqual([
      "COMPLETED",
      "CANCELLED",
    ]);
  });
  it("refuses unknown values and a limit above 100", () => {
    expect(issuesOf(listWorkOrdersQuerySchema, { status: "done", limit: "500" })).toEqual({
      status: ["Unknown value 'done'"],
      limit: ["Limit must be 100 or less"],
    });
    expect(issuesOf(listWorkOrdersQuerySchema, { isEmergency: "maybe" })).toHaveProperty("isEmergency");
  });
  it("needs three characters to search (a blank search is no search)", () => {
    expect(issuesOf(listWorkOrdersQuerySchema, { search: " h " })).toEqual({
      search: ["Search needs at least 3 characters"],
    });
    expect(issuesOf(listWorkOrdersQuerySchema, { search: "ex" })).toHaveProperty("search");
    expect(parsed(listWorkOrdersQuerySchema, { search: "  " }).search).toBe("");
    expect(parsed(listWorkOrdersQuerySchema, { search: "100%" }).search).toBe("100%");
  });
});

describe("workOrderSchema (read shape)", () => {
  it("parses a full work order with nested people", () => {
    const person = { id: ID_2, firstName: "Max", lastName: "Mechanic" };
    const wo = {
      id: ID_3,
      title: "Replace hose",
      description: null,
      status: "ASSIGNED",
      priority: "HIGH",
      workOrderType: "REPAIR",
      isEmergency: false,
      requiresOperatorApproval: false,
      jobSite: null,
      equipmentId: ID_1,
      equipment: {
        id: ID_1,
        equipmentNumber: "EX-001",
        name: "CAT 320",
        status: "OPERATIONAL",
        hourMeter: 1250.5,
      },
      equipmentOperatorId: null,
      equipmentOperator: null,
      mechanicId: ID_2,
      mechanic: person,
      assignedToId: ID_2,
      assignedTo: person,
      reportedById: null,
      reportedBy: null,
      inspectionId: null,
      estimatedHours: 2,
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
      createdAt: "2025-01-15T10:00:00.000Z",
      updatedAt: "2025-01-15T10:00:00.000Z",
    };
    expect(parsed(workOrderSchema, wo)).toEqual(wo);
    expect(issuesOf(workOrderSchema, { ...wo, equipment: { id: ID_1, name: "x" } })).toHaveProperty(
      "equipment.equipmentNumber",
    );
  });
});
