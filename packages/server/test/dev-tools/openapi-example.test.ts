import { describe, expect, it } from "vitest";
import { exampleOf, typeLabel } from "../../src/modules/dev-tools/openapi-example.js";
import { type PlanNode, planBound } from "../../src/modules/dev-tools/query-plan-bound.js";

describe("example bodies from a request schema", () => {
  const components = {
    Machine: { type: "object", required: ["name"], properties: { name: { type: "string" } } },
  };

  it("takes the schema's own example, default, const or first enum value", () => {
    expect(exampleOf({ type: "string", example: "EX-101" }, {})).toBe("EX-101");
    expect(exampleOf({ type: "integer", default: 20 }, {})).toBe(20);
    expect(exampleOf({ const: "safe-query" }, {})).toBe("safe-query");
    expect(exampleOf({ type: "string", enum: ["LOW", "HIGH"] }, {})).toBe("LOW");
  });

  it("keeps values inside their bounds and formats", () => {
    expect(exampleOf({ type: "integer", minimum: 1900, maximum: 2027 }, {})).toBe(1900);
    expect(exampleOf({ type: "integer", minimum: -9007199254740991 }, {})).toBe(1);
    expect(exampleOf({ type: "number", minimum: 0, exclusiveMinimum: true }, {})).toBe(1);
    expect(exampleOf({ type: "number", exclusiveMinimum: 5 }, {})).toBe(5.5);
    expect(exampleOf({ type: "number", maximum: 0.5 }, {})).toBe(0.5);
    expect(exampleOf({ type: "string", format: "uuid" }, {})).toBe("00000000-0000-4000-8000-000000000000");
    expect(exampleOf({ type: "string", minLength: 20 }, {})).toHaveLength(20);
    expect(exampleOf({ type: "string", maxLength: 4 }, {})).toBe("Exam");
  });

  it("fills an object's required properties, or its first three, following $ref, anyOf and arrays", () => {
    expect(
      exampleOf(
        {
          type: "object",
          required: ["machine", "tags"],
          properties: {
            machine: { $ref: "#/components/schemas/Machine" },
            tags: { type: "array", items: { anyOf: [{ type: "null" }, { type: "boolean" }] } },
            notes: { type: "string" },
          },
        },
        components,
      ),
    ).toEqual({ machine: { name: "Example text" }, tags: [false] });
    expect(
      exampleOf(
        { type: "object", properties: { a: { type: "string" }, b: { type: "integer" }, c: {}, d: {} } },
        {},
      ),
    ).toEqual({ a: "Example text", b: 1, c: null });
  });

  it("names parameter types", () => {
    expect(typeLabel({ type: "string", format: "uuid" }, {})).toBe("string (uuid)");
    expect(typeLabel({ anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] }, {})).toBe(
      "string | array of string",
    );
  });
});

describe("the planner bound of a query", () => {
  const node = (
    type: string,
    startup: number,
    total: number,
    rows: number,
    plans?: PlanNode[],
  ): PlanNode => ({
    "Node Type": type,
    "Startup Cost": startup,
    "Total Cost": total,
    "Plan Rows": rows,
    ...(plans ? { Plans: plans } : {}),
  });

  it("counts only the share of the work the capped rows need", () => {
    expect(planBound(node("Seq Scan", 0, 100_000, 1_000_000), 1001).cost).toBeCloseTo(100.1);
    expect(planBound(node("Aggregate", 90_000, 90_000.01, 1), 1001).cost).toBeCloseTo(90_000.01);
    expect(planBound(node("Seq Scan", 0, 500, 10), 1001).cost).toBe(500);
  });

  it("names constructs the planner cannot bound, wherever they are in the plan", () => {
    const plan = node("Aggregate", 3, 3, 1, [
      node("Recursive Union", 0, 2, 31),
      node("Function Scan", 0, 10, 1000),
    ]);
    expect(planBound(plan, 1001).unbounded).toEqual([
      "recursive queries (WITH RECURSIVE)",
      "set-returning functions in FROM (generate_series, unnest, json_each...)",
    ]);
  });
});
