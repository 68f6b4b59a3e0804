import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

interface Operation {
  tags: string[];
  summary: string;
  security: unknown[];
  parameters?: { name: string; in: string; description?: string }[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
  responses: Record<
    string,
    {
      content?: Record<
        string,
        { schema: { properties: Record<string, { properties?: Record<string, unknown> }> } }
      >;
    }
  >;
}

const ROUTES = [
  ["/api/v1/equipment", "get", "equipment", "200"],
  ["/api/v1/equipment/{id}", "get", "equipment", "200"],
  ["/api/v1/equipment/by-code/{code}", "get", "equipment", "200"],
  ["/api/v1/equipment", "post", "equipment", "201"],
  ["/api/v1/equipment/{id}", "put", "equipment", "200"],
  ["/api/v1/equipment/{id}", "delete", "equipment", "200"],
  ["/api/v1/equipment/assignments", "get", "assignments", "200"],
  ["/api/v1/equipment/assignments/{id}", "get", "assignments", "200"],
  ["/api/v1/equipment/assignments", "post", "assignments", "201"],
  ["/api/v1/equipment/assignments/{id}/end", "patch", "assignments", "200"],
] as const;

describe(onEngine("OpenAPI: equipment and assignments"), () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await createTestApp();
    paths = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json().paths;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(ROUTES)("documents %s %s with its tag, summary, security and answers", (path, method, tag, ok) => {
    const operation = paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(operation?.tags).toEqual([tag]);
    expect(operation?.summary.length).toBeGreaterThan(10);
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining([ok, "401", "403"]));
  });

  it("answers the read shapes, not the forms", () => {
    const created = paths["/api/v1/equipment"]?.post?.responses["201"]?.content?.["application/json"]?.schema;
    const machine = created?.properties.data?.properties ?? {};
    expect(Object.keys(machine)).toEqual(
      expect.arrayContaining(["id", "equipmentNumber", "stats", "assignedOperator", "location", "updatedAt"]),
    );
    const list =
      paths["/api/v1/equipment/assignments"]?.get?.responses["200"]?.content?.["application/json"]?.schema;
    expect(Object.keys(list?.properties.data?.properties ?? {})).toEqual(["assignments", "pagination"]);
    const detail =
      paths["/api/v1/equipment/{id}"]?.get?.responses["200"]?.content?.["application/json"]?.schema;
    expect(Object.keys(detail?.properties.data?.properties ?? {})).toEqual(
      expect.arrayContaining(["currentAssignment", "recentWorkOrders"]),
    );
    const removed =
      paths["/api/v1/equipment/{id}"]?.delete?.responses["200"]?.content?.["application/json"]?.schema;
    expect(Object.keys(removed?.properties ?? {})).toEqual(["success", "data", "message"]);
  });

  it("documents the list filters and the forms' fields", () => {
    const parameters = paths["/api/v1/equipment"]?.get?.parameters ?? [];
    expect(parameters.find((p) => p.name === "status")?.description).toContain("OPERATIONAL, IN_SERVICE");
    const filters = parameters.map((p) => p.name);
    expect(filters).toEqual(
      expect.arrayContaining([
        "search",
        "status",
        "equipmentType",
        "category",
        "make",
        "currentJobSite",
        "assignedOperatorId",
        "page",
        "limit",
      ]),
    );
    const body =
      paths["/api/v1/equipment/assignments"]?.post?.requestBody?.content["application/json"]?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(
      expect.arrayContaining(["equipmentId", "operatorId", "jobSite", "startDate", "endDate", "notes"]),
    );
  });
});
