import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type DocumentedRoute,
  itDocumentsRoutes,
  type OpenApiPaths,
  openApiPaths,
} from "../support/openapi.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

const ROUTES: DocumentedRoute[] = [
  ["get", "/api/v1/work-orders", "work-orders", ["200", "400", "401", "403"]],
  ["post", "/api/v1/work-orders", "work-orders", ["201", "400", "401", "403"]],
  ["get", "/api/v1/work-orders/stats", "work-orders", ["200", "401", "403"]],
  ["get", "/api/v1/work-orders/my", "work-orders", ["200", "400", "401", "403"]],
  ["get", "/api/v1/work-orders/equipment/{equipmentId}", "work-orders", ["200", "400", "401", "403", "404"]],
  ["get", "/api/v1/work-orders/{id}", "work-orders", ["200", "400", "401", "403", "404"]],
  ["patch", "/api/v1/work-orders/{id}", "work-orders", ["200", "400", "401", "403", "404", "409"]],
  ["post", "/api/v1/work-orders/escalate", "work-orders", ["201", "400", "401", "403", "404"]],
  ["patch", "/api/v1/work-orders/bulk/status", "work-orders", ["200", "400", "401", "403", "404", "409"]],
  ["patch", "/api/v1/work-orders/{id}/assign", "work-orders", ["200", "400", "401", "403", "404", "409"]],
  ["patch", "/api/v1/work-orders/{id}/start", "work-orders", ["200", "400", "401", "403", "404", "409"]],
  ["patch", "/api/v1/work-orders/{id}/complete", "work-orders", ["200", "400", "401", "403", "404", "409"]],
  ["patch", "/api/v1/work-orders/{id}/cancel", "work-orders", ["200", "400", "401", "403", "404", "409"]],
  ["get", "/api/v1/maintenance/schedule", "maintenance", ["200", "401", "403"]],
  ["post", "/api/v1/maintenance/schedule", "maintenance", ["200", "401", "403"]],
  ["get", "/api/v1/inspections/daily", "inspections", ["200", "401", "403"]],
  ["post", "/api/v1/inspections/daily", "inspections", ["200", "401", "403"]],
  ["post", "/api/v1/inspections/daily/submit", "inspections", ["200", "400", "401", "403", "404", "409"]],
];
const BODYLESS = new Set(["/api/v1/maintenance/schedule", "/api/v1/inspections/daily"]);

describe(onEngine("OpenAPI: work orders, maintenance, inspections"), () => {
  let t: TestApp;
  let paths: OpenApiPaths;
  beforeAll(async () => {
    t = await createTestApp();
    paths = await openApiPaths(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  itDocumentsRoutes(() => paths, ROUTES, BODYLESS);

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
