import { describe, expect, it } from "vitest";
import { issuesOf, parsed } from "../../test/issues.js";
import { MAINTENANCE_PLAN_MESSAGES as M, maintenancePlanFormSchema } from "./maintenance-plan.js";

describe("maintenancePlanFormSchema (docs/decisions/022)", () => {
  it("reads the form's text: numbers parsed, blanks omitted, one checklist item per line, default margins", () => {
    expect(
      parsed(maintenancePlanFormSchema, {
        title: " 250 h oil service ",
        intervalHours: "250",
        intervalDays: "",
        estimatedHours: "",
        checklist: "Drain oil\r\n\n  Replace filter \n",
        marginHours: "",
        marginDays: "",
        lastServiceHours: "",
        lastServiceDate: "",
      }),
    ).toEqual({
      title: "250 h oil service",
      intervalHours: 250,
      checklist: ["Drain oil", "Replace filter"],
      marginHours: 0,
      marginDays: 7,
    });
  });
  it("takes the API's arrays and a last service", () => {
    expect(
      parsed(maintenancePlanFormSchema, {
        title: "Annual",
        intervalDays: 365,
        checklist: ["Certify"],
        lastServiceHours: 12.5,
        lastServiceDate: "2025-03-01",
      }),
    ).toMatchObject({
      intervalDays: 365,
      checklist: ["Certify"],
      lastServiceHours: 12.5,
      lastServiceDate: "2025-03-01",
    });
  });
  it("needs an interval, and margins below their intervals", () => {
    expect(issuesOf(maintenancePlanFormSchema, { title: "None" })).toEqual({
      intervalHours: [M.intervalRequired],
    });
    expect(issuesOf(maintenancePlanFormSchema, { title: "A", intervalHours: 10, marginHours: 10 })).toEqual({
      marginHours: [M.marginNotBelowInterval],
    });
    expect(issuesOf(maintenancePlanFormSchema, { title: "A", intervalDays: 5 })).toEqual({
      marginDays: [M.marginNotBelowInterval],
    });
    expect(issuesOf(maintenancePlanFormSchema, { title: "A", intervalDays: 5, marginDays: 4 })).toEqual({});
  });
  it("refuses junk with the form's messages", () => {
    const issues = issuesOf(maintenancePlanFormSchema, {
      title: "  ",
      intervalHours: "abc",
      intervalDays: "2.5",
      lastServiceDate: "2199-12-31",
      lastServiceHours: "-3",
    });
    expect(issues).toMatchObject({
      title: [M.titleRequired],
      intervalHours: [M.intervalHours],
      intervalDays: [M.intervalDays],
      lastServiceDate: [M.lastServiceDateFuture],
      lastServiceHours: [M.lastServiceHours],
    });
  });
});
