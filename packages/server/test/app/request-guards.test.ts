import { NUL_CHARACTER_MESSAGE } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NULL_BODY_MESSAGE } from "../../src/plugins/request-guards.js";
import { authHeaders } from "../support/access-token.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

/** One seeded user per role that holds some write capability: every write route lets one of them through. */
const WRITERS = [
  "super.admin@summitridge.example",
  "shop.foreman@summitridge.example",
  "mechanic@summitridge.example",
  "operator@summitridge.example",
];
const SOME_ID = "00000000-0000-4000-8000-000000000000";
const json = { "content-type": "application/json" };

describe(onEngine("input no route can use"), () => {
  let t: TestApp;
  let writers: Record<string, string>[];
  let writeRoutes: { method: "POST" | "PUT" | "PATCH"; url: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    writers = await Promise.all(WRITERS.map((email) => authHeaders(t.app, email)));
    const doc = (await t.app.inject({ url: "/api/v1/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    writeRoutes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ["post", "put", "patch"].includes(method))
        .map((method) => ({
          method: method.toUpperCase() as "POST" | "PUT" | "PATCH",
          url: path.replace(/\{[^}]+\}/g, SOME_ID),
        })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  /** The answer of the first writer the route does not refuse for their role (403). */
  async function asAllowedWriter(method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload: string) {
    let response = await t.app.inject({ method, url, headers: json, payload });
    for (const headers of writers) {
      if (response.statusCode !== 401 && response.statusCode !== 403) break;
      response = await t.app.inject({ method, url, headers: { ...json, ...headers }, payload });
    }
    return response;
  }

  it("answers a JSON body of null with 400 VALIDATION_ERROR on every POST, PUT and PATCH", async () => {
    expect(writeRoutes.length).toBeGreaterThan(15);
    for (const route of writeRoutes) {
      const response = await asAllowedWriter(route.method, route.url, "null");
      expect(`${route.method} ${route.url} ${response.statusCode}`).toBe(`${route.method} ${route.url} 400`);
      expect(response.json()).toMatchObject({
        success: false,
        code: "VALIDATION_ERROR",
        error: NULL_BODY_MESSAGE,
      });
    }
  });

  it("answers a NUL character anywhere in a write's body with 400, and writes nothing", async () => {
    const number = `NUL-${Date.now().toString(36)}`;
    for (const route of writeRoutes) {
      const body = JSON.stringify({
        equipmentNumber: number,
        name: "Loader\u0000 7",
        nested: { notes: ["ok", "a\u0000"] },
      });
      const response = await asAllowedWriter(route.method, route.url, body);
      expect(`${route.method} ${route.url} ${response.statusCode}`).toBe(`${route.method} ${route.url} 400`);
      expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", error: NUL_CHARACTER_MESSAGE });
    }
    const created = await t.db.one<{ count: number }>(
      "SELECT count(*)::int AS count FROM equipment WHERE equipment_number = $1",
      [number],
    );
    expect(created?.count).toBe(0);
  });

  it("names the fields that hold the NUL character", async () => {
    const response = await asAllowedWriter(
      "POST",
      "/api/v1/equipment",
      JSON.stringify({ name: "Loader\u0000", notes: ["fine", "bad\u0000"] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: "name", message: NUL_CHARACTER_MESSAGE },
      { path: "notes.1", message: NUL_CHARACTER_MESSAGE },
    ]);
  });

  it("answers a NUL character in a search, a filter or a path with 400 instead of a database error", async () => {
    const headers = writers[0];
    for (const url of [
      "/api/v1/work-orders?search=hose%00",
      "/api/v1/equipment?search=%00&limit=5",
      "/api/v1/equipment/assignments?jobSite=North%00Pit",
      "/api/v1/users?search=ray%00",
      `/api/v1/work-orders/${SOME_ID}%00`,
    ]) {
      const response = await t.app.inject({ url, headers });
      expect(`${url} ${response.statusCode}`).toBe(`${url} 400`);
      expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", error: NUL_CHARACTER_MESSAGE });
    }
  });

  it("still accepts ordinary text, and a write with no body at all", async () => {
    const headers = writers[0];
    const search = await t.app.inject({ url: "/api/v1/work-orders?search=hydraulic%20hose", headers });
    expect(search.statusCode).toBe(200);
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/logout",
      headers: await authHeaders(t.app, WRITERS[3] as string),
    });
    expect(logout.statusCode).toBe(200);
  });
});
