import { describe, expect, it } from "vitest";
import { ID_1, issuesOf, parsed } from "../../test/issues.js";
import { escalationSchema } from "./escalation.js";

const valid = {
  equipmentId: ID_1,
  issueType: "BREAKDOWN",
  title: "  Engine will not start ",
  description: "  Cranks but does not fire.  ",
};

describe("escalationSchema (part 1, 5)", () => {
  it("trims text and fills defaults", () => {
    expect(parsed(escalationSchema, { ...valid, operatorLocation: " ", operatorContactInfo: "" })).toEqual({
      equipmentId: ID_1,
      issueType: "BREAKDOWN",
      severity: "MEDIUM",
      title: "Engine will not start",
      description: "Cranks but does not fire.",
      equipmentInoperable: false,
      safetyConcern: false,
      immediateAttentionRequired: false,
    });
  });
  it("required messages", () => {
    expect(
      issuesOf(escalationSchema, { equipmentId: "", issueType: "", title: " ", description: "   " }),
    ).toEqual({
      equipmentId: ["Equipment selection is required"],
      issueType: ["Issue type is required"],
      title: ["Issue title is required"],
      description: ["Detailed description is required"],
    });
    expect(issuesOf(escalationSchema, {})).toEqual({
      equipmentId: ["Equipment selection is required"],
      issueType: ["Issue type is required"],
      title: ["Issue title is required"],
      description: ["Detailed description is required"],
    });
  });
  it("limits: title 200, description 10 to 2000 (after trimming)", () => {
    expect(
      parsed(escalationSchema, { ...valid, title: "t".repeat(200), description: "0123456789" }),
    ).toMatchObject({
      description: "0123456789",
    });
    expect(
      issuesOf(escalationSchema, { ...valid, title: "t".repeat(201), description: `  ${"d".repeat(9)}   ` }),
    ).toEqual({
      title: ["Title must be 200 characters or less"],
      description: ["Description must be at least 10 characters"],
    });
    expect(issuesOf(escalationSchema, { ...valid, description: "d".repeat(2001) })).toEqual({
      description: ["Description must be 2000 characters or less"],
    });
  });
  it("issue types are the spec's six", () => {
    expect(issuesOf(escalationSchema, { ...valid, issueType: "FLAT_TIRE" })).toEqual({
      issueType: ["Issue type is required"],
    });
  });
});
