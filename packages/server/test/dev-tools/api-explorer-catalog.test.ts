import { type ApiEndpoint, ROLES } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { devTools } from "./fixtures.js";

interface Catalog {
  endpoints: ApiEndpoint[];
  categories: { name: string; count: number }[];
}

describe(onEngine("GET /api/dev/api-explorer"), () => {
  let t: TestApp;
  let catalog: Catalog;
  let document: { paths: Record<string, Record<string, { "x-capabilities"?: string[] }>> };
  const endpoint = (id: string) => {
    const found = catalog.endpoints.find((e) => e.id === id);
    if (!found) throw new Error(`${id} is not listed`);
    return found;
  };
  beforeAll(async () => {
    t = await createTestApp();
    const { status, body } = await devTools(t.app).explorer<Catalog>();
    expect(status).toBe(200);
    catalog = body.data;
    document = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists every operation of the server's own OpenAPI document, grouped by category", () => {
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(catalog.endpoints.map((e) => e.id).sort()).toEqual(documented.sort());
    expect(catalog.categories.reduce((sum, c) => sum + c.count, 0)).toBe(catalog.endpoints.length);
    expect(catalog.categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(["System", "Auth", "Equipment", "Work Orders", "Dev Tools"]),
    );
    for (const e of catalog.endpoints) expect(catalog.categories.map((c) => c.name)).toContain(e.category);
  });

  it("says who may call each endpoint, from the permission table", () => {
    expect(endpoint("GET /api/v1/health")).toMatchObject({ requiredRole: "public", requiresAuth: false });
    expect(endpoint("GET /api/v1/auth/profile")).toMatchObject({
      requiredRole: "authenticated",
      capabilities: [],
      roles: [...ROLES],
      requiresAuth: true,
    });
    expect(endpoint("GET /api/v1/work-orders/stats")).toMatchObject({
      requiredRole: "authenticated",
      capabilities: ["workOrders.view"],
      category: "Work Orders",
      testable: true,
    });
    expect(endpoint("POST /api/v1/equipment")).toMatchObject({
      requiredRole: "SUPER_ADMIN, FLEET_MANAGER, SHOP_FOREMAN",
      capabilities: ["equipment.create"],
    });
    expect(endpoint("POST /api/v1/maintenance/schedule").requiredRole).toBe("SHOP_FOREMAN");
    expect(endpoint("POST /api/v1/inspections/daily")).toMatchObject({
      requiredRole: "SHOP_FOREMAN, FIELD_SUPERVISOR, OPERATOR",
      capabilities: ["inspections.assign", "inspections.perform"],
    });
    for (const id of ["GET /api/dev/api-explorer", "POST /api/dev/database"]) {
      expect(endpoint(id)).toMatchObject({
        requiredRole: "SUPER_ADMIN",
        roles: ["SUPER_ADMIN"],
        testable: false,
      });
    }
  });

  it("describes parameters and generates an example body from the request schema", () => {
    expect(endpoint("GET /api/v1/equipment/{id}").parameters).toEqual([
      {
        name: "id",
        in: "path",
        required: true,
        type: "string (uuid)",
        description: null,
        enum: null,
        example: expect.any(String),
      },
    ]);
    const list = endpoint("GET /api/v1/work-orders").parameters;
    expect(list.map((p) => p.name)).toEqual(
      expect.arrayContaining(["search", "status", "page", "limit", "sortBy"]),
    );
    expect(list.find((p) => p.name === "page")).toMatchObject({
      in: "query",
      required: false,
      type: "integer",
    });
    expect(endpoint("POST /api/v1/equipment").example).toEqual({
      equipmentNumber: expect.any(String),
      name: expect.any(String),
      make: expect.any(String),
    });
    expect(endpoint("POST /api/v1/work-orders").example).toMatchObject({
      equipmentId: "00000000-0000-4000-8000-000000000000",
      title: expect.any(String),
      description: expect.any(String),
    });
    expect(endpoint("POST /api/dev/database").example).toEqual({
      action: "safe-query",
      query: expect.any(String),
    });
    expect(endpoint("GET /api/v1/work-orders").example).toBeNull();
    for (const e of catalog.endpoints) expect(e.description.length, e.id).toBeGreaterThan(0);
  });

  it("every operation carries x-capabilities in the OpenAPI document unless it needs no sign-in", () => {
    const open = catalog.endpoints.filter((e) => !e.requiresAuth).map((e) => e.id);
    expect(open.sort()).toEqual([
      "GET /api/v1/auth/callback",
      "GET /api/v1/auth/config",
      "GET /api/v1/auth/google",
      "GET /api/v1/health",
      // The signed, short-lived address of a photo: the signature is the permission (docs/decisions/021).
      "GET /api/v1/photos/{id}/file",
      "POST /api/v1/auth/exchange",
      "POST /api/v1/auth/refresh",
    ]);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const id = `${method.toUpperCase()} ${path}`;
        if (!open.includes(id)) expect(Array.isArray(operation["x-capabilities"]), id).toBe(true);
      }
    }
  });
});
