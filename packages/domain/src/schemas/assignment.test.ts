import { describe, expect, it } from "vitest";
import { ID_1, ID_2, issuesOf, parsed } from "../../test/issues.js";
import { assignmentFormSchema, assignmentListQuerySchema } from "./assignment.js";

const valid = { equipmentId: ID_1, operatorId: ID_2, jobSite: " North pit " };

describe("assignmentFormSchema (part 2, 5)", () => {
  it("the start date defaults to now; text is trimmed", () => {
    const before = Date.now();
    const value = parsed(assignmentFormSchema, valid);
    expect(value.jobSite).toBe("North pit");
    expect(new Date(value.startDate).getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(new Date(value.startDate).getTime()).toBeLessThanOrEqual(Date.now());
  });
  it("required messages", () => {
    expect(
      issuesOf(assignmentFormSchema, { equipmentId: "", operatorId: "", jobSite: "  ", startDate: "" }),
    ).toEqual({
      equipmentId: ["Equipment selection is required"],
      operatorId: ["Operator selection is required"],
      jobSite: ["Job site is required"],
      startDate: ["Start date is required"],
    });
    expect(issuesOf(assignmentFormSchema, {})).toEqual({
      equipmentId: ["Equipment selection is required"],
      operatorId: ["Operator selection is required"],
      jobSite: ["Job site is required"],
    });
  });
  it("the end date must be strictly after the start date", () => {
    const start = "2025-01-15T08:00:00.000Z";
    expect(issuesOf(assignmentFormSchema, { ...valid, startDate: start, endDate: start })).toEqual({
      endDate: ["End date must be after start date"],
    });
    expect(
      issuesOf(assignmentFormSchema, { ...valid, startDate: start, endDate: "2025-01-14T08:00:00.000Z" }),
    ).toEqual({
      endDate: ["End date must be after start date"],
    });
    expect(
      parsed(assignmentFormSchema, { ...valid, startDate: start, endDate: "2025-01-15T08:00:01.000Z" })
        .endDate,
    ).toBe("2025-01-15T08:00:01.000Z");
  });
  it("shows the end-date error together with other errors", () => {
    expect(
      issuesOf(assignmentFormSchema, {
        ...valid,
        jobSite: "",
        startDate: "2025-01-15T08:00:00.000Z",
        endDate: "2025-01-01T08:00:00.000Z",
      }),
    ).toEqual({ jobSite: ["Job site is required"], endDate: ["End date must be after start date"] });
  });
  it("readings are numbers of 0 or more", () => {
    expect(
      issuesOf(assignmentFormSchema, { ...valid, hourMeterReading: "-1", mileageReading: "abc" }),
    ).toEqual({
      hourMeterReading: ["Hour meter reading must be a valid positive number"],
      mileageReading: ["Mileage reading must be a valid positive number"],
    });
    expect(
      parsed(assignmentFormSchema, { ...valid, hourMeterReading: "0", mileageReading: "" }),
    ).toMatchObject({
      hourMeterReading: 0,
    });
  });
  it("notes are limited to 500 characters", () => {
    expect(parsed(assignmentFormSchema, { ...valid, notes: "x".repeat(500) }).notes).toHaveLength(500);
    expect(issuesOf(assignmentFormSchema, { ...valid, notes: "x".repeat(501) })).toEqual({
      notes: ["Notes must be 500 characters or less"],
    });
  });
  it("date inputs are sent as ISO strings", () => {
    const value = parsed(assignmentFormSchema, { ...valid, startDate: "2025-03-01T10:30" });
    expect(value.startDate).toBe(new Date(2025, 2, 1, 10, 30).toISOString());
    expect(issuesOf(assignmentFormSchema, { ...valid, startDate: "someday" })).toEqual({
      startDate: ["Please enter a valid date"],
    });
  });
});

describe("assignmentListQuerySchema", () => {
  it("page size 20 by default", () => {
    expect(parsed(assignmentListQuerySchema, {})).toEqual({ page: 1, limit: 20 });
    expect(parsed(assignmentListQuerySchema, { status: "active", operatorId: ID_2, page: "2" })).toEqual({
      status: ["ACTIVE"],
      operatorId: ID_2,
      page: 2,
      limit: 20,
    });
  });
});
