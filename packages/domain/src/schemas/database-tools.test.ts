import { describe, expect, it } from "vitest";
import { issuesOf, parsed } from "../../test/issues.js";
import { databaseInfoQuerySchema, databaseQuerySchema } from "./database-tools.js";

describe("database tools requests", () => {
  it("an empty query gives 'Please enter a query'", () => {
    expect(issuesOf(databaseQuerySchema, { action: "safe-query", query: "  " })).toEqual({
      query: ["Please enter a query"],
    });
    expect(issuesOf(databaseQuerySchema, { action: "safe-query" })).toEqual({
      query: ["Please enter a query"],
    });
    expect(parsed(databaseQuerySchema, { action: "safe-query", query: " select 1 " })).toEqual({
      action: "safe-query",
      query: "select 1",
    });
  });
  it("only the safe-query action runs a query", () => {
    expect(issuesOf(databaseQuerySchema, { action: "query", query: "select 1" })).toEqual({
      action: ["Unknown action: use safe-query"],
    });
  });
  it("table browse shows 10 rows by default and at most 100", () => {
    expect(parsed(databaseInfoQuerySchema, { action: "table-info", table: "users" })).toEqual({
      action: "table-info",
      table: "users",
      limit: 10,
    });
    expect(
      issuesOf(databaseInfoQuerySchema, { action: "table-info", table: "users", limit: "101" }),
    ).toHaveProperty("limit");
  });
  it("a table name is a plain identifier, and the table actions need one", () => {
    expect(issuesOf(databaseInfoQuerySchema, { table: "users; drop" })).toEqual({ table: ["Unknown table"] });
    expect(issuesOf(databaseInfoQuerySchema, { table: 'public."users"' })).toEqual({
      table: ["Unknown table"],
    });
    expect(issuesOf(databaseInfoQuerySchema, { action: "table-schema" })).toEqual({
      table: ["Table is required"],
    });
    expect(issuesOf(databaseInfoQuerySchema, { action: "schema" })).toEqual({});
    expect(issuesOf(databaseInfoQuerySchema, {})).toEqual({});
  });
});
