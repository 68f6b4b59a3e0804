import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

describe(onEngine("GET /api/v1/health"), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers ok with the database engine in use, without sign-in", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      data: { status: "ok", database: process.env.TEST_DB ?? "pglite", databaseResponds: true },
    });
    expect(body.data.responseTimeMs).toBeGreaterThanOrEqual(0);
    expect(body.data.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("answers 503 with a code when the database does not answer", async () => {
    const broken = { ...t.db, one: () => Promise.reject(new Error("connection refused")) };
    const other = await createTestApp();
    other.app.db = broken;
    try {
      const response = await other.app.inject({ method: "GET", url: "/api/v1/health" });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ success: false, code: "DATABASE_UNAVAILABLE" });
    } finally {
      await other.close();
    }
  });

  it("answers 503 SERVER_DRAINING while the server drains before it stops, and serves the rest (045)", async () => {
    t.app.lifecycle.draining = true;
    try {
      const health = await t.app.inject({ method: "GET", url: "/api/v1/health" });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({
        success: false,
        code: "SERVER_DRAINING",
        error: "The server is shutting down.",
      });
      const other = await t.app.inject({ method: "GET", url: "/api/v1/auth/config" });
      expect(other.statusCode).not.toBe(503);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });
});
