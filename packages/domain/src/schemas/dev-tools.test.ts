import { describe, expect, it } from "vitest";
import { issuesOf, parsed } from "../../test/issues.js";
import { apiExplorerTestSchema, databaseInfoQuerySchema, databaseQuerySchema } from "./dev-tools.js";

describe("developer tools", () => {
  it("an empty query gives 'Please enter a query'", () => {
    expect(issuesOf(databaseQuerySchema, { action: "safe-query", query: "  " })).toEqual({
      query: ["Please enter a query"],
    });
    expect(parsed(databaseQuerySchema, { action: "safe-query", query: " select 1 " })).toEqual({
      action: "safe-query",
      query: "select 1",
    });
  });
  it("table browse shows 10 rows by default", () => {
    expect(parsed(databaseInfoQuerySchema, { action: "table-info", table: "users" })).toEqual({
      action: "table-info",
      table: "users",
      limit: 10,
    });
    expect(issuesOf(databaseInfoQuerySchema, { table: "users; drop" })).toEqual({ table: ["Unknown table"] });
  });
  it("the API explorer only calls /api paths with known methods", () => {
    expect(parsed(apiExplorerTestSchema, { endpoint: "/api/v1/equipment", method: "GET" })).toEqual({
      endpoint: "/api/v1/equipment",
      method: "GET",
    });
    expect(issuesOf(apiExplorerTestSchema, { endpoint: "https://evil.example", method: "TRACE" })).toEqual({
      endpoint: ["Only /api paths can be tested"],
      method: ["Use GET, POST, PUT, DELETE or PATCH"],
    });
  });
});
