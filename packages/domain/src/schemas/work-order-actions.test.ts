import { describe, expect, it } from "vitest";
import { ID_1, ID_2, issuesOf, parsed } from "../../test/issues.js";
import {
  assignMechanicSchema,
  bulkStatusSchema,
  cancelSchema,
  completeWorkSchema,
  startWorkSchema,
} from "./work-order-actions.js";

describe("assignMechanicSchema (part 1, 5)", () => {
  it("a mechanic is required", () => {
    const message = ["Please select a mechanic to assign this work order to."];
    expect(issuesOf(assignMechanicSchema, {})).toEqual({ assignedTo: message });
    expect(issuesOf(assignMechanicSchema, { assignedTo: "" })).toEqual({ assignedTo: message });
  });
  it.each([
    ["-0.5", "Estimated hours must be between 0 and 100"],
    ["100.5", "Estimated hours must be between 0 and 100"],
    ["2.25", "Estimated hours must be in steps of 0.5"],
  ])("estimated hours %s: %s", (estimatedHours, message) => {
    expect(issuesOf(assignMechanicSchema, { assignedTo: ID_1, estimatedHours })).toEqual({
      estimatedHours: [message],
    });
  });
  it.each([
    ["0", 0],
    ["0.5", 0.5],
    ["100", 100],
    ["", undefined],
  ])("estimated hours %s is accepted", (input, out) => {
    expect(parsed(assignMechanicSchema, { assignedTo: ID_1, estimatedHours: input }).estimatedHours).toBe(
      out,
    );
  });
});

describe("startWorkSchema", () => {
  it("meter values only when entered, parsed as numbers", () => {
    expect(parsed(startWorkSchema, { hourMeterStart: "", mileageStart: "" })).toEqual({});
    expect(parsed(startWorkSchema, { hourMeterStart: "1200.5", mileageStart: "0" })).toEqual({
      hourMeterStart: 1200.5,
      mileageStart: 0,
    });
    expect(issuesOf(startWorkSchema, { hourMeterStart: "abc", mileageStart: "-1" })).toEqual({
      hourMeterStart: ["Hour meter must be a valid number"],
      mileageStart: ["Mileage cannot be negative"],
    });
  });
});

describe("completeWorkSchema", () => {
  it("trimmed notes if present; numbers only when above 0", () => {
    expect(
      parsed(completeWorkSchema, {
        completionNotes: "  ",
        actualHours: "0",
        hourMeterEnd: "",
        mileageEnd: 0,
      }),
    ).toEqual({});
    expect(
      parsed(completeWorkSchema, {
        completionNotes: " Replaced hose ",
        actualHours: "2.25",
        hourMeterEnd: "1203.4",
      }),
    ).toEqual({ completionNotes: "Replaced hose", actualHours: 2.25, hourMeterEnd: 1203.4 });
    expect(issuesOf(completeWorkSchema, { actualHours: "-1" })).toEqual({
      actualHours: ["Actual hours cannot be negative"],
    });
  });
});

describe("cancelSchema and bulkStatusSchema", () => {
  it("a cancel needs a reason", () => {
    expect(issuesOf(cancelSchema, { reason: " " })).toEqual({
      reason: ["A reason is required to cancel a work order"],
    });
    expect(parsed(cancelSchema, { reason: " Duplicate " })).toEqual({ reason: "Duplicate" });
  });
  it("1 to 100 updates, each work order once", () => {
    expect(issuesOf(bulkStatusSchema, { updates: [] })).toEqual({
      updates: ["At least one update is required"],
    });
    const many = Array.from({ length: 101 }, () => ({ id: ID_1, status: "COMPLETED" }));
    expect(issuesOf(bulkStatusSchema, { updates: many }).updates).toContain("At most 100 updates at a time");
    expect(
      issuesOf(bulkStatusSchema, {
        updates: [
          { id: ID_1, status: "COMPLETED" },
          { id: ID_1, status: "CANCELLED" },
        ],
      }),
    ).toEqual({ updates: ["Each work order may appear once"] });
    expect(issuesOf(bulkStatusSchema, { updates: [{ id: ID_1, status: "DONE" }] })).toEqual({
      "updates.0.status": ["Invalid status"],
    });
    expect(
      parsed(bulkStatusSchema, {
        updates: [
          { id: ID_1, status: "COMPLETED", note: " ok " },
          { id: ID_2, status: "ON_HOLD" },
        ],
      }),
    ).toEqual({
      updates: [
        { id: ID_1, status: "COMPLETED", note: "ok" },
        { id: ID_2, status: "ON_HOLD" },
      ],
    });
  });
});
