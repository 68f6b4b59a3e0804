import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

describe(onEngine("GET /api/v1/openapi.json"), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("documents the routes from their schemas, with bearer security", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/v1/health", "/api/v1/equipment/stats", "/api/v1/work-orders/stats"]),
    );
    const stats = doc.paths["/api/v1/work-orders/stats"].get;
    expect(stats.security).toEqual([{ bearerAuth: [] }]);
    const schema = stats.responses["200"].content["application/json"].schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining([
        "success",
        "total",
        "open",
        "inProgress",
        "completed",
        "overdue",
        "completionRate",
      ]),
    );
    const equipment =
      doc.paths["/api/v1/equipment/stats"].get.responses["200"].content["application/json"].schema;
    expect(Object.keys(equipment.properties)).toEqual(
      expect.arrayContaining(["total", "operational", "warning", "critical", "maintenance"]),
    );
  });

  it("leaves out the web app and identity provider routes", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
    const paths = Object.keys(doc.paths);
    // The developer tools live under /api/dev, as the spec names them (part 2, 7).
    expect(paths.filter((path) => !path.startsWith("/api/v1/") && !path.startsWith("/api/dev/"))).toEqual([]);
    expect(paths).not.toContain("/api/v1/openapi.json");
  });
});
