import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../../src/errors.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

describe(onEngine("error answers"), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const body = z.object({
      title: z.string().min(1, "Title is required"),
      estimatedHours: z.number().positive("Estimated hours must be a positive number"),
    });
    t.app.post("/api/v1/test/validate", { schema: { body } }, async () => ({ success: true }));
    t.app.get("/api/v1/test/conflict", async () => {
      throw new AppError(
        "EQUIPMENT_ALREADY_ASSIGNED",
        "This equipment is already assigned to another operator",
      );
    });
    t.app.get("/api/v1/test/crash", async () => {
      throw new Error("secret connection string postgres://u:p@db");
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 404 JSON with a code for an unknown /api path, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await t.app.inject({ method, url: "/api/v1/no-such-thing?x=1" });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json()).toEqual({
        success: false,
        error: `Route ${method} /api/v1/no-such-thing not found`,
        code: "NOT_FOUND",
      });
    }
  });

  it("answers a validation error with the first issue's message and every field in details", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/test/validate",
      payload: { title: "", estimatedHours: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: "Title is required",
      code: "VALIDATION_ERROR",
      details: [
        { path: "title", message: "Title is required" },
        { path: "estimatedHours", message: "Estimated hours must be a positive number" },
      ],
    });
  });

  it("answers malformed JSON with 400 VALIDATION_ERROR", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/test/validate",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
  });

  it("maps an AppError to its code's status", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/test/conflict" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      error: "This equipment is already assigned to another operator",
      code: "EQUIPMENT_ALREADY_ASSIGNED",
    });
  });

  it("answers 500 INTERNAL_ERROR without leaking the cause", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/test/crash" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      error: "An unexpected error occurred. Please try again.",
      code: "INTERNAL_ERROR",
    });
    expect(response.body).not.toContain("postgres://");
  });

  it("answers 401 AUTH_REQUIRED on a protected route without a token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/equipment/stats" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: "AUTH_REQUIRED" });
  });
});
