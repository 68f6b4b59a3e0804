import { describe, expect, it } from "vitest";
import { issuesOf, parsed } from "../../test/issues.js";
import { statusChangeSchema } from "./work-order-status-change.js";
import { updateWorkOrderSchema } from "./work-order-update.js";

describe("statusChangeSchema", () => {
  it("a status is required", () => {
    expect(issuesOf(statusChangeSchema, { status: "", statusNote: "" })).toEqual({
      status: ["Please select a new status"],
    });
  });
  it("trims the note and omits a blank one", () => {
    expect(parsed(statusChangeSchema, { status: "ON_HOLD", statusNote: "  Waiting on the hose  " })).toEqual({
      status: "ON_HOLD",
      statusNote: "Waiting on the hose",
    });
    expect(parsed(statusChangeSchema, { status: "ON_HOLD", statusNote: "   " })).toEqual({
      status: "ON_HOLD",
      statusNote: undefined,
    });
  });
  it("refuses a note over 500 characters", () => {
    expect(issuesOf(statusChangeSchema, { status: "ON_HOLD", statusNote: "x".repeat(501) })).toEqual({
      statusNote: ["Note must be 500 characters or less"],
    });
  });
  it("its value is a valid PATCH body", () => {
    const value = parsed(statusChangeSchema, { status: "IN_PROGRESS", statusNote: "Parts arrived" });
    expect(issuesOf(updateWorkOrderSchema, value)).toEqual({});
  });
});
