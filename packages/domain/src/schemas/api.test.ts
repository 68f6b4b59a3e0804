import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ID_1, issuesOf, parsed } from "../../test/issues.js";
import { LIST_TOTAL_CAP } from "../constants.js";
import { CLIENT_ERROR_MESSAGES, ERROR_CODES, isErrorCode, serverErrorMessage } from "../error-codes.js";
import {
  apiErrorSchema,
  buildPagination,
  idParamsSchema,
  listEnvelope,
  messageEnvelope,
  paginationSchema,
  statsEnvelope,
  successEnvelope,
  toErrorDetails,
} from "./api.js";
import { equipmentStatsSchema } from "./stats.js";

describe("envelopes (docs/api-conventions.md)", () => {
  it("success envelope", () => {
    const schema = successEnvelope(z.object({ authUrl: z.string() }));
    expect(parsed(schema, { success: true, data: { authUrl: "x" } })).toEqual({
      success: true,
      data: { authUrl: "x" },
    });
    expect(issuesOf(schema, { success: false, data: { authUrl: "x" } })).toHaveProperty("success");
  });
  it("list envelope: data.<key> plus pagination", () => {
    const schema = listEnvelope("items", z.object({ id: z.string() }));
    const body = {
      success: true,
      data: {
        items: [{ id: "a" }],
        pagination: { page: 1, limit: 20, total: 1, pages: 1, totalIsExact: true },
      },
    };
    expect(parsed(schema, body)).toEqual(body);
    expect(issuesOf(schema, { success: true, data: { items: [] } })).toHaveProperty("data.pagination");
  });
  it("message envelope: data plus what happened", () => {
    const schema = messageEnvelope(z.object({ id: z.string() }));
    const body = { success: true, data: { id: "a" }, message: "Equipment updated successfully" };
    expect(parsed(schema, body)).toEqual(body);
    expect(issuesOf(schema, { success: true, data: { id: "a" } })).toHaveProperty("message");
  });
  it("stats at the top level", () => {
    const schema = statsEnvelope(equipmentStatsSchema);
    const body = { success: true, total: 40, operational: 31, warning: 3, critical: 2, maintenance: 4 };
    expect(parsed(schema, body)).toEqual(body);
  });
  it("error body", () => {
    const body = {
      success: false,
      error: "Title is required",
      code: "VALIDATION_ERROR",
      details: [{ path: "title", message: "Title is required" }],
    };
    expect(parsed(apiErrorSchema, body)).toEqual(body);
    expect(parsed(apiErrorSchema, { success: false, error: "x", code: "NOT_FOUND" })).not.toHaveProperty(
      "details",
    );
  });
  it("pagination", () => {
    expect(buildPagination(2, 20, 45)).toEqual({
      page: 2,
      limit: 20,
      total: 45,
      pages: 3,
      totalIsExact: true,
    });
    expect(buildPagination(1, 20, 0)).toEqual({ page: 1, limit: 20, total: 0, pages: 1, totalIsExact: true });
    expect(buildPagination(1, 20, LIST_TOTAL_CAP)).toMatchObject({
      total: LIST_TOTAL_CAP,
      totalIsExact: true,
    });
    // Counted past the cap: 'Page 1 of 500+ (10,000+ total)'.
    expect(buildPagination(3, 20, LIST_TOTAL_CAP + 1)).toEqual({
      page: 3,
      limit: 20,
      total: LIST_TOTAL_CAP,
      pages: LIST_TOTAL_CAP / 20,
      totalIsExact: false,
    });
    // A lower cap (a searched work-order list): 'Page 1 of 50+ (1,000+ total)'.
    expect(buildPagination(1, 20, 1001, 1000)).toEqual({
      page: 1,
      limit: 20,
      total: 1000,
      pages: 50,
      totalIsExact: false,
    });
    // An answer without the flag (an older server, a cached page) reads as exact.
    expect(parsed(paginationSchema, { page: 1, limit: 20, total: 3, pages: 1 })).toHaveProperty(
      "totalIsExact",
      true,
    );
    expect(issuesOf(paginationSchema, { page: 0, limit: 20, total: 0, pages: 1 })).toHaveProperty("page");
  });
  it("id params", () => {
    expect(parsed(idParamsSchema, { id: ID_1 })).toEqual({ id: ID_1 });
    expect(issuesOf(idParamsSchema, { id: "1" })).toEqual({ id: ["Invalid id"] });
  });
});

describe("error codes", () => {
  it("lists the server codes with their statuses", () => {
    expect(ERROR_CODES.VALIDATION_ERROR.status).toBe(400);
    expect(ERROR_CODES.AUTH_REQUIRED.status).toBe(401);
    expect(ERROR_CODES.INVALID_TOKEN.status).toBe(401);
    expect(ERROR_CODES.INSUFFICIENT_PERMISSIONS.status).toBe(403);
    expect(ERROR_CODES.NOT_FOUND.status).toBe(404);
    expect(ERROR_CODES.EQUIPMENT_ALREADY_ASSIGNED.status).toBe(409);
    expect(ERROR_CODES.INVALID_STATUS_TRANSITION.status).toBe(409);
    expect(ERROR_CODES.NOT_ASSIGNED_STATUS.status).toBe(409);
    expect(ERROR_CODES.EQUIPMENT_NUMBER_TAKEN.status).toBe(409);
    expect(ERROR_CODES.QR_CODE_TAKEN.status).toBe(409);
    expect(ERROR_CODES.EQUIPMENT_NOT_AVAILABLE.status).toBe(409);
    expect(ERROR_CODES.ASSIGNMENT_NOT_ACTIVE.status).toBe(409);
    expect(ERROR_CODES.INVALID_OPERATOR.status).toBe(400);
    for (const code of [
      "INVALID_EQUIPMENT",
      "INVALID_MECHANIC",
      "INVALID_ASSIGNEE",
      "INVALID_INSPECTION",
    ] as const)
      expect(ERROR_CODES[code].status).toBe(400);
    expect(ERROR_CODES.RATE_LIMITED.status).toBe(429);
    expect(ERROR_CODES.INTERNAL_ERROR.status).toBe(500);
  });
  it("client codes (part 1, 8)", () => {
    expect(ERROR_CODES.NETWORK_ERROR.status).toBe(0);
    expect(ERROR_CODES.TIMEOUT_ERROR.status).toBe(408);
    expect(ERROR_CODES.UNKNOWN_ERROR.status).toBe(500);
    expect(CLIENT_ERROR_MESSAGES).toEqual({
      NETWORK_ERROR: "Network connection failed. Please check your internet connection.",
      TIMEOUT_ERROR: "Request timed out. Please try again.",
      UNKNOWN_ERROR: "An unexpected error occurred. Please try again.",
    });
    expect(isErrorCode("NOT_FOUND")).toBe(true);
    expect(isErrorCode("toString")).toBe(false);
  });
  it("server messages: body error, else body message, else 'HTTP {status}'", () => {
    expect(serverErrorMessage(409, { error: "Already assigned", message: "m" })).toBe("Already assigned");
    expect(serverErrorMessage(500, { message: "Boom" })).toBe("Boom");
    expect(serverErrorMessage(502, "<html>")).toBe("HTTP 502");
    expect(serverErrorMessage(404, null)).toBe("HTTP 404");
  });
  it("validation details from zod issues", () => {
    const result = z.object({ a: z.object({ b: z.string() }) }).safeParse({ a: { b: 1 } });
    expect(result.success).toBe(false);
    if (!result.success) expect(toErrorDetails(result.error.issues)[0]?.path).toBe("a.b");
  });
});
