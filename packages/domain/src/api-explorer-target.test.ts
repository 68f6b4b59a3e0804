import { describe, expect, it } from "vitest";
import { checkExplorerTarget, splitExplorerHeaders } from "./api-explorer-target.js";

const reasonOf = (endpoint: string, method = "GET") => {
  const target = checkExplorerTarget(endpoint, method);
  return target.ok ? "ok" : `${target.code}: ${target.reason}`;
};

describe("what the API explorer may call", () => {
  it("accepts relative paths under /api/v1 with their query", () => {
    expect(checkExplorerTarget("/api/v1/work-orders?status=open&limit=5", "get")).toEqual({
      ok: true,
      method: "GET",
      path: "/api/v1/work-orders",
      search: "?status=open&limit=5",
    });
    expect(reasonOf("  /api/v1/equipment/stats  ")).toBe("ok");
    expect(reasonOf("/api/v1/work-orders?search=%2e%2e%2f")).toBe("ok");
  });

  it.each([
    ["https://evil.example/api/v1/equipment", "Absolute URLs and other hosts are not allowed"],
    ["http://localhost:3000/api/v1/equipment", "Absolute URLs and other hosts are not allowed"],
    ["//evil.example/api/v1/equipment", "Absolute URLs and other hosts are not allowed"],
    ["javascript:alert(1)", "Absolute URLs and other hosts are not allowed"],
    ["file:///etc/passwd", "Absolute URLs and other hosts are not allowed"],
    ["\\\\evil.example\\api", "Backslashes are not allowed"],
    ["/api/v1\\..\\dev/database", "Backslashes are not allowed"],
    ["/api/v1/../dev/database", "'.' and '..' segments are not allowed"],
    ["/api/v1/./equipment", "'.' and '..' segments are not allowed"],
    ["/api/v1/%2e%2e/dev/database", "Encoded '.', '/', '\\' or control characters are not allowed"],
    ["/api/v1/%2E%2E%2Fdev", "Encoded '.', '/', '\\' or control characters are not allowed"],
    ["/api/v1/equipment%5c..", "Encoded '.', '/', '\\' or control characters are not allowed"],
    ["/api/v1/equipment%00", "Encoded '.', '/', '\\' or control characters are not allowed"],
    ["/api/v1//evil.example", "Empty path segments ('//') are not allowed"],
    ["/api/dev/database", "The path must start with /api/v1/"],
    ["/api/dev/api-explorer", "The path must start with /api/v1/"],
    ["/api/v1", "The path must start with /api/v1/"],
    ["/api/v2/equipment", "The path must start with /api/v1/"],
    ["/oidc/auth", "The path must start with /api/v1/"],
    ["api/v1/equipment", "The path must start with /api/v1/"],
    ["/api/v1/equipment#x", "Fragments are not allowed"],
    ["/api/v1/equip ment", "Spaces and control characters are not allowed (write a space as %20)"],
    ["/api/v1/equipment\n", "ok"],
    ["/api/v1/equip\tment", "Spaces and control characters are not allowed (write a space as %20)"],
    ["", "An endpoint is required"],
  ])("%s is refused: %s", (endpoint, reason) => {
    expect(reasonOf(endpoint)).toBe(reason === "ok" ? "ok" : `INVALID_ENDPOINT: ${reason}`);
  });

  it("allows GET, POST, PUT, DELETE and PATCH only", () => {
    for (const method of ["GET", "POST", "PUT", "DELETE", "PATCH", "patch"]) {
      expect(reasonOf("/api/v1/equipment", method)).toBe("ok");
    }
    for (const method of ["HEAD", "OPTIONS", "TRACE", "CONNECT", "", "GET /api/dev"]) {
      expect(checkExplorerTarget("/api/v1/equipment", method)).toMatchObject({
        ok: false,
        code: "INVALID_METHOD",
        message: "Use GET, POST, PUT, DELETE or PATCH",
      });
    }
  });

  it("forwards only headers that cannot change who calls", () => {
    expect(
      splitExplorerHeaders({
        "Content-Type": "application/json",
        "Idempotency-Key": "k-1",
        Authorization: "Bearer someone-else",
        Cookie: "a=b",
        Host: "evil.example",
        "X-Forwarded-For": "10.0.0.1",
        Accept: "application/json\r\nX-Evil: 1",
      }),
    ).toEqual({
      forwarded: { "content-type": "application/json", "idempotency-key": "k-1" },
      ignored: ["Authorization", "Cookie", "Host", "X-Forwarded-For", "Accept"],
    });
    expect(splitExplorerHeaders(undefined)).toEqual({ forwarded: {}, ignored: [] });
  });
});
