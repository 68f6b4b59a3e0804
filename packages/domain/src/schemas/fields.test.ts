import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issuesOf, parsed } from "../../test/issues.js";
import {
  dateTimeInput,
  optionalDateOnlyInput,
  optionalNonBlankText,
  optionalNumberInput,
  queryEnumList,
  toNumberOrUndefined,
} from "./fields.js";

describe("form field helpers", () => {
  it("blank means not given; text is parsed", () => {
    expect(toNumberOrUndefined("")).toBeUndefined();
    expect(toNumberOrUndefined("  ")).toBeUndefined();
    expect(toNumberOrUndefined(null)).toBeUndefined();
    expect(toNumberOrUndefined(" 12.5 ")).toBe(12.5);
    expect(toNumberOrUndefined(3)).toBe(3);
    expect(Number.isNaN(toNumberOrUndefined("x"))).toBe(true);
    const schema = z.object({ n: optionalNumberInput(z.number({ error: "bad" })) });
    expect(parsed(schema, { n: "" })).toEqual({});
    expect(issuesOf(schema, { n: "x" })).toEqual({ n: ["bad"] });
  });
  it("non-blank text", () => {
    const schema = z.object({ t: optionalNonBlankText("cannot be empty", 5) });
    expect(parsed(schema, { t: "" })).toEqual({});
    expect(parsed(schema, {})).toEqual({});
    expect(parsed(schema, { t: " ab " })).toEqual({ t: "ab" });
    expect(issuesOf(schema, { t: "  " })).toEqual({ t: ["cannot be empty"] });
    expect(issuesOf(schema, { t: "abcdef" })).toEqual({ t: ["Must be 5 characters or less"] });
  });
  it("dates become ISO strings", () => {
    expect(parsed(dateTimeInput("required"), "2025-01-15T10:00:00Z")).toBe("2025-01-15T10:00:00.000Z");
    expect(issuesOf(dateTimeInput("required"), "")).toEqual({ "": ["required"] });
    const dateOnly = z.object({ d: optionalDateOnlyInput() });
    expect(parsed(dateOnly, { d: "2025-02-03T12:00:00.000Z" })).toEqual({ d: "2025-02-03" });
    expect(issuesOf(dateOnly, { d: "2025-02-30" })).toEqual({ d: ["Please enter a valid date"] });
  });
  it("query enum lists", () => {
    const schema = queryEnumList(["A", "B", "C"] as const, { ab: ["A", "B"] });
    expect(parsed(schema, "a, c")).toEqual(["A", "C"]);
    expect(parsed(schema, ["ab", "B"])).toEqual(["A", "B"]);
    expect(parsed(schema, "all")).toBeUndefined();
    expect(issuesOf(schema, "d")).toEqual({ "": ["Unknown value 'd'"] });
  });
  it("query enum lists document their values (OpenAPI)", () => {
    const schema = queryEnumList(["A", "B", "C"] as const);
    expect(z.toJSONSchema(schema, { io: "input" }).description).toBe(
      "One or more of A, B, C, comma-separated or repeated; 'all' means no filter",
    );
  });
});
