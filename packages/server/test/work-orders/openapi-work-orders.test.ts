import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

interface Operation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }
  >;
}

const ROUTES: [string, string, string[]][] = [
  ["get", "/api/v1/work-orders", ["200", "400", "401", "403"]],
  ["post", "/api/v1/work-orders", ["201", "400", "401", "403"]],
  ["get", "/api/v1/work-orders/stats", ["200", "401", "403"]],
  ["get", "/api/v1/work-orders/my", ["200", "400", "401", "403"]],
  ["get", "/api/v1/work-orders/equipment/{equipmentId}", ["200", "400", "401", "403", "404"]],
  ["get", "/api/v1/work-orders/{id}", ["200", "400", "401", "403", "404"]],
  ["patch", "/api/v1/work-orders/{id}", ["200", "400", "401", "403", "404", "409"]],
  ["post", "/api/v1/work-orders/escalate", ["201", "400", "401", "403", "404"]],
  ["patch", "/api/v1/work-orders/bulk/status", ["200", "400", "401", "403", "404", "409"]],
  ["patch", "/api/v1/work-orders/{id}/assign", ["200", "400", "401", "403", "404", "409"]],
  ["patch", "/api/v1/work-orders/{id}/start", ["200", "400", "401", "403", "404", "409"]],
  ["patch", "/api/v1/work-orders/{id}/complete", ["200", "400", "401", "403", "404", "409"]],
  ["patch", "/api/v1/work-orders/{id}/cancel", ["200", "400", "401", "403", "404", "409"]],
  ["get", "/api/v1/maintenance/schedule", ["200", "401", "403"]],
  ["post", "/api/v1/maintenance/schedule", ["200", "401", "403"]],
  ["get", "/api/v1/inspections/daily", ["200", "401", "403"]],
  ["post", "/api/v1/inspections/daily", ["200", "401", "403"]],
  ["post", "/api/v1/inspections/daily/submit", ["200", "400", "401", "403", "404", "409"]],
];
const tagOf = (path: string) => path.split("/")[3];
const BODYLESS = new Set(["/api/v1/maintenance/schedule", "/api/v1/inspections/daily"]);

describe(onEngine("OpenAPI: work orders, maintenance, inspections"), () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await createTestApp();
    paths = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json().paths;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(ROUTES)("documents %s %s with tag, summary, security and its answers", (method, path, statuses) => {
    const operation = paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(operation?.tags).toEqual([tagOf(path)]);
    expect(operation?.summary?.length).toBeGreaterThan(10);
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual([...statuses].sort());
    if (path.includes("{")) {
      const names = (operation?.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      expect(names).toEqual([path.match(/\{(\w+)\}/)?.[1]]);
    }
    if (method !== "get" && !BODYLESS.has(path)) {
      const body = operation?.requestBody?.content["application/json"]?.schema;
      expect(Object.keys(body?.properties ?? {}).length).toBeGreaterThan(0);
    }
  });

  it("documents the list's filters and the shapes the screens read", () => {
    const list = paths["/api/v1/work-orders"]?.get;
    const query = (list?.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
    expect(query).toEqual(
      expect.arrayContaining([
        "search",
        "status",
        "priority",
        "workOrderType",
        "jobSite",
        "isEmergency",
        "my",
        "equipmentOperatorId",
        "mechanicId",
        "assignedToId",
        "assignedTo",
        "equipmentId",
        "sortBy",
        "sortOrder",
        "page",
        "limit",
      ]),
    );
    const listData = list?.responses["200"]?.content?.["application/json"]?.schema.properties?.data as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(listData.properties)).toEqual(["workOrders", "pagination"]);
    const detail = paths["/api/v1/work-orders/{id}"]?.get?.responses["200"]?.content?.["application/json"]
      ?.schema.properties?.data as { properties: { workOrder: { properties: Record<string, unknown> } } };
    expect(Object.keys(detail.properties.workOrder.properties)).toEqual(
      expect.arrayContaining(["history", "equipment", "assignedTo", "mechanic", "equipmentOperator"]),
    );
    const stats =
      paths["/api/v1/work-orders/stats"]?.get?.responses["200"]?.content?.["application/json"]?.schema;
    expect(Object.keys(stats?.properties ?? {})).toEqual(
      expect.arrayContaining([
        "total",
        "open",
        "inProgress",
        "completed",
        "active",
        "assignedToMe",
        "emergency",
        "critical",
      ]),
    );
  });
});
