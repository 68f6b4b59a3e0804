import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ID_1, issuesOf, parsed } from "../test/issues.js";
import { DATE_OUT_OF_RANGE_MESSAGE, roundAtScale } from "./column-limits.js";
import { assignmentFormSchema } from "./schemas/assignment.js";
import { addEquipmentFormSchema, editEquipmentFormSchema } from "./schemas/equipment.js";
import { inspectionSubmissionSchema } from "./schemas/inspection-submission.js";
import { MAINTENANCE_PLAN_MESSAGES, maintenancePlanFormSchema } from "./schemas/maintenance-plan.js";
import { createWorkOrderSchema } from "./schemas/work-order.js";
import { assignMechanicSchema, completeWorkSchema, startWorkSchema } from "./schemas/work-order-actions.js";
import { updateWorkOrderSchema } from "./schemas/work-order-update.js";

describe("roundAtScale: what numeric(p, s) stores", () => {
  it.each([
    [0.05, 1, 0.1],
    [0.049, 1, 0],
    [0.04, 1, 0],
    [0.01, 1, 0],
    [1e-300, 1, 0],
    [5e-324, 1, 0],
    [99.96, 1, 100],
    [99.94, 1, 99.9],
    [1.005, 2, 1.01],
    [999.995, 2, 1000],
    [-0.05, 1, -0.1],
    [250, 1, 250],
    [1e21, 1, 1e21],
    [123.45, 1, 123.5],
  ])("%d at scale %d is %d", (value, scale, stored) => {
    expect(roundAtScale(value, scale)).toBe(stored);
  });
});

const plan = { title: "Oil", checklist: [] };

describe("maintenance plans compare values as they are stored", () => {
  it.each([0.01, 0.04, 0.049, 1e-300, 5e-324])("an hour interval of %d (stored 0.0) is refused", (hours) => {
    expect(issuesOf(maintenancePlanFormSchema, { ...plan, intervalHours: hours })).toMatchObject({
      intervalHours: [MAINTENANCE_PLAN_MESSAGES.intervalHours],
    });
  });
  it("0.05 is stored as 0.1; a margin of 99.96 is 100.0, not below an interval of 100", () => {
    expect(parsed(maintenancePlanFormSchema, { ...plan, intervalHours: 0.05 }).intervalHours).toBe(0.1);
    expect(issuesOf(maintenancePlanFormSchema, { ...plan, intervalHours: 100, marginHours: 99.96 })).toEqual({
      marginHours: [MAINTENANCE_PLAN_MESSAGES.marginNotBelowInterval],
    });
    expect(
      parsed(maintenancePlanFormSchema, { ...plan, intervalHours: 100, marginHours: 99.94 }).marginHours,
    ).toBe(99.9);
  });
  it.each(["0000-01-01", "0000-02-29", "0001-01-01", "1899-12-31"])(
    "a last service on %s is out of range",
    (day) => {
      expect(
        issuesOf(maintenancePlanFormSchema, { ...plan, intervalDays: 30, lastServiceDate: day }),
      ).toEqual({
        lastServiceDate: [DATE_OUT_OF_RANGE_MESSAGE],
      });
    },
  );
  it("leap days: 2000-02-29 is a date, 1900-02-29 is not", () => {
    expect(
      parsed(maintenancePlanFormSchema, { ...plan, intervalDays: 30, lastServiceDate: "2000-02-29" })
        .lastServiceDate,
    ).toBe("2000-02-29");
    expect(
      issuesOf(maintenancePlanFormSchema, { ...plan, intervalDays: 30, lastServiceDate: "1900-02-29" }),
    ).toEqual({ lastServiceDate: [MAINTENANCE_PLAN_MESSAGES.lastServiceDate] });
  });
});

/** Every number the API writes to a numeric column: [schema, a valid body, the field]. */
const NUMBER_FIELDS: [string, z.ZodType, Record<string, unknown>, string][] = [
  ["add equipment", addEquipmentFormSchema, { equipmentNumber: "E", name: "N", make: "M" }, "hourMeter"],
  ["add equipment", addEquipmentFormSchema, { equipmentNumber: "E", name: "N", make: "M" }, "mileage"],
  ["edit equipment", editEquipmentFormSchema, {}, "hourMeter"],
  ["edit equipment", editEquipmentFormSchema, {}, "mileage"],
  [
    "assignment",
    assignmentFormSchema,
    { equipmentId: ID_1, operatorId: ID_1, jobSite: "S" },
    "hourMeterReading",
  ],
  [
    "assignment",
    assignmentFormSchema,
    { equipmentId: ID_1, operatorId: ID_1, jobSite: "S" },
    "mileageReading",
  ],
  [
    "create work order",
    createWorkOrderSchema,
    { equipmentId: ID_1, title: "T", description: "D" },
    "hourMeterStart",
  ],
  [
    "create work order",
    createWorkOrderSchema,
    { equipmentId: ID_1, title: "T", description: "D" },
    "mileageStart",
  ],
  [
    "create work order",
    createWorkOrderSchema,
    { equipmentId: ID_1, title: "T", description: "D" },
    "estimatedHours",
  ],
  ["update work order", updateWorkOrderSchema, {}, "estimatedHours"],
  ["update work order", updateWorkOrderSchema, {}, "actualHours"],
  ["update work order", updateWorkOrderSchema, {}, "hourMeterEnd"],
  ["update work order", updateWorkOrderSchema, {}, "mileageEnd"],
  ["assign", assignMechanicSchema, { assignedTo: ID_1 }, "estimatedHours"],
  ["start", startWorkSchema, {}, "hourMeterStart"],
  ["complete", completeWorkSchema, {}, "actualHours"],
  ["complete", completeWorkSchema, {}, "hourMeterEnd"],
  ["inspection", inspectionSubmissionSchema, { workOrderId: ID_1, items: [] }, "hourMeterReading"],
  ["plan", maintenancePlanFormSchema, { ...plan, intervalDays: 30 }, "lastServiceHours"],
  ["plan", maintenancePlanFormSchema, { ...plan, intervalDays: 30 }, "estimatedHours"],
  ["plan", maintenancePlanFormSchema, plan, "intervalHours"],
];

describe("every number the API stores is refused past its column's precision", () => {
  it.each(NUMBER_FIELDS)("%s: %s", (_, schema, body, field) => {
    for (const value of [1e11, 1e12, 9_999_999_999.96, 1e308, -1e-300]) {
      const issues = issuesOf(schema, { ...body, [field]: value });
      // A refusal names the field; a negative that rounds to 0 may be taken as 0 (or left out).
      if (value < 0 && !issues[field]) continue;
      expect(issues[field], `${field} ${value}`).toBeDefined();
    }
  });
});

describe("every date the API stores is in the years 1900 to 2200", () => {
  const cases: [string, z.ZodType, Record<string, unknown>, string][] = [
    ["add equipment", addEquipmentFormSchema, { equipmentNumber: "E", name: "N", make: "M" }, "purchaseDate"],
    ["edit equipment", editEquipmentFormSchema, {}, "purchaseDate"],
    ["edit equipment", editEquipmentFormSchema, {}, "warrantyExpiry"],
    ["edit equipment", editEquipmentFormSchema, {}, "nextInspectionDue"],
    ["assignment", assignmentFormSchema, { equipmentId: ID_1, operatorId: ID_1, jobSite: "S" }, "startDate"],
    [
      "create work order",
      createWorkOrderSchema,
      { equipmentId: ID_1, title: "T", description: "D" },
      "scheduledStart",
    ],
    ["update work order", updateWorkOrderSchema, {}, "dueDate"],
    ["update work order", updateWorkOrderSchema, {}, "scheduledStart"],
  ];
  it.each(cases)("%s: %s", (_, schema, body, field) => {
    for (const value of ["0000-01-01", "0001-01-01T00:00:00.000Z", "9999-12-31T00:00:00Z", "2201-01-01"]) {
      expect(issuesOf(schema, { ...body, [field]: value })[field], `${field} ${value}`).toBeDefined();
    }
    const inRange = field === "dueDate" || field === "scheduledStart" ? "2200-12-31T00:00:00Z" : "1900-01-01";
    expect(issuesOf(schema, { ...body, [field]: inRange })[field]).toBeUndefined();
  });
});
