import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerSchema, itDocumentsRoutes, type OpenApiPaths, openApiPaths } from "../support/openapi.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

describe(onEngine("OpenAPI: field supervisor"), () => {
  let t: TestApp;
  let paths: OpenApiPaths;
  beforeAll(async () => {
    t = await createTestApp();
    paths = await openApiPaths(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  itDocumentsRoutes(
    () => paths,
    [
      ["get", "/api/v1/field-supervisor/overview", "field supervisor", ["200", "401", "403"]],
      ["get", "/api/v1/field-supervisor/operators", "field supervisor", ["200", "400", "401", "403"]],
      ["get", "/api/v1/field-supervisor/compliance", "field supervisor", ["200", "400", "401", "403"]],
    ],
  );

  it("says who may call them, and documents the queries and shapes", () => {
    for (const path of ["overview", "operators", "compliance"]) {
      const operation = paths[`/api/v1/field-supervisor/${path}`]?.get as { "x-capabilities"?: string[] };
      expect(operation["x-capabilities"], path).toEqual(["dashboard.fieldSupervisor"]);
    }
    const compliance = paths["/api/v1/field-supervisor/compliance"]?.get;
    expect((compliance?.parameters ?? []).map((p) => p.name)).toEqual(["list", "page", "limit"]);
    expect(Object.keys(answerSchema(compliance, "200")?.properties?.data?.properties ?? {})).toEqual([
      "items",
      "pagination",
    ]);
    const equipment = paths["/api/v1/equipment"]?.get;
    expect((equipment?.parameters ?? []).map((p) => p.name)).toContain("assigned");
  });
});
