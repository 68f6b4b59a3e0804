import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationOf, ROLE_EMAILS, uniqueNumber } from "../equipment/fixtures.js";
import { authHeaders } from "../support/access-token.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { devTools, OTHER_SUPER_ADMIN } from "./fixtures.js";

describe(onEngine("POST /api/dev/api-explorer"), () => {
  let t: TestApp;
  let tools: ReturnType<typeof devTools>;
  let own: string;
  const count = async (sql: string, params: unknown[] = []) =>
    (await t.db.one<{ n: number }>(sql, params))?.n;
  beforeAll(async () => {
    t = await createTestApp();
    tools = devTools(t.app);
    own = await organizationOf(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("calls this API with the caller's token and measures the response time on the server", async () => {
    const { status, body } = await tools.call({ endpoint: "/api/v1/work-orders/stats", method: "GET" });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.request).toEqual({
      endpoint: "/api/v1/work-orders/stats",
      method: "GET",
      body: null,
      headers: {},
      ignoredHeaders: [],
    });
    expect(body.data.response).toMatchObject({ ok: true, status: 200, statusText: "OK" });
    expect(body.data.response.data).toMatchObject({ success: true, total: expect.any(Number) });
    expect(body.data.response.headers["content-type"]).toContain("application/json");
    expect(body.data.response.responseTime).toBeGreaterThan(0);
    expect(new Date(body.data.response.timestamp).toISOString()).toBe(body.data.response.timestamp);
  });

  it("sends a body, and the change is real and in the caller's organization", async () => {
    const equipmentNumber = uniqueNumber("EXP");
    const { body } = await tools.call({
      endpoint: "/api/v1/equipment",
      method: "post",
      body: { equipmentNumber, name: "Explorer test", make: "Caterpillar", organizationId: "ignored" },
      headers: { "Content-Type": "application/json" },
    });
    expect(body.data.response).toMatchObject({ ok: true, status: 201, statusText: "Created" });
    expect(body.data.request.method).toBe("POST");
    expect(
      await count(
        "SELECT count(*) AS n FROM equipment WHERE equipment_number = $1 AND organization_id = $2",
        [equipmentNumber, own],
      ),
    ).toBe(1);
    const id = (body.data.response.data.data as { id: string }).id;
    const removed = await tools.call({
      endpoint: `/api/v1/equipment/${id}`,
      method: "DELETE",
      body: { ignored: true },
    });
    expect(removed.body.data.response.status).toBe(200);
    expect(removed.body.data.request.body).toBeNull();
    expect(await count("SELECT count(*) AS n FROM equipment WHERE id = $1", [id])).toBe(0);
  });

  it("a right the caller lacks is refused by the target endpoint itself, and nothing happens", async () => {
    const before = await count("SELECT count(*) AS n FROM work_orders");
    const schedule = await tools.call({ endpoint: "/api/v1/maintenance/schedule", method: "POST" });
    expect(schedule.status).toBe(200);
    expect(schedule.body.data.response).toMatchObject({ ok: false, status: 403, statusText: "Forbidden" });
    expect(schedule.body.data.response.data).toMatchObject({
      success: false,
      code: "INSUFFICIENT_PERMISSIONS",
    });
    const assigned = await t.db.one<{ id: string; status: string }>(
      "SELECT id, status FROM work_orders WHERE organization_id = $1 AND status = 'ASSIGNED' LIMIT 1",
      [own],
    );
    const start = await tools.call({
      endpoint: `/api/v1/work-orders/${assigned?.id}/start`,
      method: "PATCH",
      body: {},
    });
    expect(start.body.data.response).toMatchObject({
      status: 403,
      data: { code: "INSUFFICIENT_PERMISSIONS" },
    });
    expect(await count("SELECT count(*) AS n FROM work_orders")).toBe(before);
    expect(
      (await t.db.one<{ status: string }>("SELECT status FROM work_orders WHERE id = $1", [assigned?.id]))
        ?.status,
    ).toBe("ASSIGNED");
  });

  it("never forwards another identity: Authorization, cookies and forwarding headers are ignored", async () => {
    const operator = await authHeaders(t.app, ROLE_EMAILS.OPERATOR);
    const northwind = await authHeaders(t.app, OTHER_SUPER_ADMIN);
    for (const authorization of [operator.authorization, northwind.authorization, "Bearer nonsense"]) {
      const { body } = await tools.call({
        endpoint: "/api/v1/auth/profile",
        method: "GET",
        headers: {
          Authorization: authorization,
          Cookie: "a=b",
          "X-Forwarded-For": "10.9.8.7",
          Host: "evil.example",
        },
      });
      expect(body.data.response.status).toBe(200);
      expect(body.data.response.data).toMatchObject({
        data: { user: { email: ROLE_EMAILS.SUPER_ADMIN, role: "SUPER_ADMIN" } },
      });
      expect(body.data.request.ignoredHeaders).toEqual([
        "Authorization",
        "Cookie",
        "X-Forwarded-For",
        "Host",
      ]);
      expect(body.data.request.headers).toEqual({});
    }
  });

  it("another organization's ids answer 404 from the target, as for any call", async () => {
    const other = await organizationOf(t.app, OTHER_SUPER_ADMIN);
    const theirs = await t.db.one<{ id: string }>(
      "SELECT id FROM work_orders WHERE organization_id = $1 LIMIT 1",
      [other],
    );
    const { body } = await tools.call({ endpoint: `/api/v1/work-orders/${theirs?.id}`, method: "GET" });
    expect(body.data.response).toMatchObject({ ok: false, status: 404, statusText: "Not Found" });
    expect(JSON.stringify(body.data.response.data)).not.toContain(other);
  });

  it("forwards Idempotency-Key: the same key twice creates one machine", async () => {
    const equipmentNumber = uniqueNumber("IDEM");
    const call = {
      endpoint: "/api/v1/equipment",
      method: "POST",
      body: { equipmentNumber, name: "Replayed", make: "Volvo" },
      headers: { "Idempotency-Key": `explorer-${equipmentNumber}` },
    };
    const first = await tools.call(call);
    const second = await tools.call(call);
    expect(first.body.data.request.headers).toEqual({
      "idempotency-key": `explorer-${equipmentNumber}`,
      "content-type": "application/json",
    });
    expect(second.body.data.response.status).toBe(201);
    expect(second.body.data.response.data).toEqual(first.body.data.response.data);
    expect(
      await count("SELECT count(*) AS n FROM equipment WHERE equipment_number = $1", [equipmentNumber]),
    ).toBe(1);
  });

  it.each([
    ["https://evil.example/api/v1/equipment", "Absolute URLs and other hosts are not allowed"],
    ["http://localhost:3000/api/v1/equipment", "Absolute URLs and other hosts are not allowed"],
    ["//evil.example/api/v1/health", "Absolute URLs and other hosts are not allowed"],
    ["/api/v1/../dev/database", "'.' and '..' segments are not allowed"],
    ["/api/v1/%2e%2e/dev/database", "Encoded '.', '/', '\\' or control characters are not allowed"],
    ["/api/v1\\..\\dev\\database", "Backslashes are not allowed"],
    ["/api/dev/database", "The path must start with /api/v1/"],
    ["/api/dev/api-explorer", "The path must start with /api/v1/"],
    ["/oidc/auth", "The path must start with /api/v1/"],
    ["/", "The path must start with /api/v1/"],
  ])("refuses %s (INVALID_ENDPOINT)", async (endpoint, reason) => {
    const { status, body } = await tools.call({ endpoint, method: "GET" });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      code: "INVALID_ENDPOINT",
      error: "Only paths under /api/v1 of this server can be tested",
      details: [{ path: "endpoint", message: reason }],
    });
  });

  it.each(["HEAD", "OPTIONS", "TRACE", "CONNECT", "get /api/dev"])(
    "refuses the method %s (INVALID_METHOD)",
    async (method) => {
      const { status, body } = await tools.call({ endpoint: "/api/v1/health", method });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        success: false,
        code: "INVALID_METHOD",
        error: "Use GET, POST, PUT, DELETE or PATCH",
      });
    },
  );

  it("a request without endpoint or method is a validation error", async () => {
    const { status, body } = await tools.call({ method: "GET" });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: "VALIDATION_ERROR", error: "Endpoint is required" });
  });
});
