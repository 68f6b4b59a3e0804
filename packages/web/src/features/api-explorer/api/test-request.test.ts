import { type ApiEndpoint, checkExplorerTarget } from "@mnx/domain";
import { describe, expect, it } from "vitest";
import { explorerCall, initialTestValues, testRequestSchema } from "./test-request";

// The texts in English, the source (compiled into the code).

const endpoint = (overrides: Partial<ApiEndpoint>): ApiEndpoint => ({
  id: "GET /api/v1/equipment/{id}",
  path: "/api/v1/equipment/{id}",
  method: "GET",
  summary: "One machine",
  description: "One machine",
  category: "Equipment",
  requiredRole: "authenticated",
  roles: [],
  capabilities: [],
  requiresAuth: true,
  parameters: [
    { name: "id", in: "path", required: true, type: "string", description: null, enum: null, example: "x" },
    {
      name: "status",
      in: "query",
      required: false,
      type: "string",
      description: null,
      enum: null,
      example: 1,
    },
  ],
  example: null,
  testable: true,
  ...overrides,
});

describe("Test Endpoint's request (part 2, 2.12)", () => {
  it("fills the path parameters in, encoded, and sends only the query parameters that have a value", () => {
    const call = explorerCall(endpoint({}), { path: { id: " ab/../c " }, query: { status: "" }, body: "" });
    expect(call).toEqual({ endpoint: "/api/v1/equipment/ab%2F..%2Fc", method: "GET" });
    // The server's own rule refuses what a value could smuggle in; the page never makes it look allowed.
    expect(checkExplorerTarget(call.endpoint, call.method).ok).toBe(false);

    const listed = explorerCall(endpoint({}), {
      path: { id: "42" },
      query: { status: "OPERATIONAL" },
      body: "",
    });
    expect(listed.endpoint).toBe("/api/v1/equipment/42?status=OPERATIONAL");
    expect(checkExplorerTarget(listed.endpoint, listed.method).ok).toBe(true);
  });

  it("starts from the example body with POST, PUT and PATCH, and sends it parsed", () => {
    const post = endpoint({
      method: "POST",
      parameters: [],
      path: "/api/v1/equipment",
      example: { name: "A" },
    });
    const values = initialTestValues(post);
    expect(values.body).toBe('{\n  "name": "A"\n}');
    expect(explorerCall(post, values).body).toEqual({ name: "A" });
    expect(initialTestValues(endpoint({ example: { ignored: true } })).body).toBe("");
    expect(
      explorerCall(endpoint({}), { path: { id: "1" }, query: {}, body: '{"a":1}' }).body,
    ).toBeUndefined();
  });

  it("asks for the required parameters and a body that is JSON", () => {
    const result = testRequestSchema(endpoint({})).safeParse({ path: { id: " " }, query: {}, body: "{nope" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["path.id", "id is required"],
      ["query.status", expect.any(String)],
      ["body", "The body must be valid JSON"],
    ]);
    const ok = testRequestSchema(endpoint({})).safeParse({
      path: { id: "1" },
      query: { status: "" },
      body: "",
    });
    expect(ok.success).toBe(true);
  });
});
