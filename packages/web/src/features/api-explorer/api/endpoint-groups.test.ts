import type { ApiEndpoint, ApiExplorerCatalog } from "@mnx/domain";
import { describe, expect, it } from "vitest";
import { endpointGroups } from "./endpoint-groups";
import { troubleshootingHint } from "./troubleshooting";

// The texts in English, the source (compiled into the code).

const make = (method: string, path: string, category: string, summary = ""): ApiEndpoint => ({
  id: `${method} ${path}`,
  path,
  method,
  summary,
  description: summary,
  category,
  requiredRole: "authenticated",
  roles: [],
  capabilities: [],
  requiresAuth: true,
  parameters: [],
  example: null,
  testable: true,
});

const catalog: ApiExplorerCatalog = {
  endpoints: [
    make("GET", "/api/v1/health", "System", "Liveness"),
    make("GET", "/api/v1/equipment", "Equipment", "The fleet"),
    make("POST", "/api/v1/equipment", "Equipment", "Add a machine"),
    make("PATCH", "/api/v1/work-orders/{id}", "Work Orders", "Change a work order"),
  ],
  categories: [
    { name: "System", count: 1 },
    { name: "Equipment", count: 2 },
    { name: "Work Orders", count: 1 },
  ],
};

const ids = (groups: ReturnType<typeof endpointGroups>) =>
  groups.map((group) => [group.category, group.endpoints.map((endpoint) => endpoint.id)]);

describe("the API explorer's list (part 2, 2.12)", () => {
  it("groups by category in the catalog's order and drops groups left empty by the filters", () => {
    expect(ids(endpointGroups(catalog, "", "ALL")).map(([category]) => category)).toEqual([
      "System",
      "Equipment",
      "Work Orders",
    ]);
    expect(ids(endpointGroups(catalog, "", "POST"))).toEqual([["Equipment", ["POST /api/v1/equipment"]]]);
    expect(ids(endpointGroups(catalog, "", "PATCH"))).toEqual([
      ["Work Orders", ["PATCH /api/v1/work-orders/{id}"]],
    ]);
  });

  it("searches every word in the method, path, summary and category, ignoring case", () => {
    expect(ids(endpointGroups(catalog, "  equipment   GET ", "ALL"))).toEqual([
      ["Equipment", ["GET /api/v1/equipment"]],
    ]);
    expect(ids(endpointGroups(catalog, "MACHINE", "ALL"))).toEqual([
      ["Equipment", ["POST /api/v1/equipment"]],
    ]);
    expect(ids(endpointGroups(catalog, "work orders", "GET"))).toEqual([]);
  });
});

describe("troubleshooting texts (part 2, 8)", () => {
  it("answer by code first, then by status, else a general hint", () => {
    expect(troubleshootingHint("INVALID_ENDPOINT", 400)).toMatch(/only paths under \/api\/v1/i);
    expect(troubleshootingHint("INVALID_METHOD", 400)).toBe("Use GET, POST, PUT, DELETE or PATCH.");
    expect(troubleshootingHint("SOMETHING_NEW", 403)).toMatch(/Required role/);
    expect(troubleshootingHint(undefined, 404)).toMatch(/another organization's records answer 404/);
    expect(troubleshootingHint(undefined, 418)).toMatch(/Read the message/);
  });
});
