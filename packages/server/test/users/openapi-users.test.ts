import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerSchema,
  bodySchema,
  itDocumentsRoutes,
  type OpenApiPaths,
  openApiPaths,
} from "../support/openapi.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

describe(onEngine("OpenAPI: users"), () => {
  let t: TestApp;
  let paths: OpenApiPaths;
  beforeAll(async () => {
    t = await createTestApp();
    paths = await openApiPaths(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  itDocumentsRoutes(
    () => paths,
    [
      ["get", "/api/v1/users", "users", ["200", "400", "401", "403"]],
      ["get", "/api/v1/users/stats", "users", ["200", "401", "403"]],
      ["get", "/api/v1/users/{id}", "users", ["200", "400", "401", "403", "404"]],
      ["post", "/api/v1/users", "users", ["201", "400", "401", "403", "409", "429"]],
      ["patch", "/api/v1/users/{id}", "users", ["200", "400", "401", "403", "404", "409"]],
    ],
  );

  it("documents the list's query and shape, the stats at the top level, and the details' history", () => {
    const list = paths["/api/v1/users"]?.get;
    const query = (list?.parameters ?? []).map((p) => p.name);
    expect(query).toEqual(expect.arrayContaining(["search", "role", "status", "page", "limit"]));
    expect(Object.keys(answerSchema(list, "200")?.properties?.data?.properties ?? {})).toEqual([
      "users",
      "pagination",
    ]);
    const stats = answerSchema(paths["/api/v1/users/stats"]?.get, "200");
    expect(Object.keys(stats?.properties ?? {}).sort()).toEqual([
      "active",
      "activeToday",
      "success",
      "total",
    ]);
    const detail = answerSchema(paths["/api/v1/users/{id}"]?.get, "200")?.properties?.data;
    expect(Object.keys(detail?.properties ?? {})).toEqual(["user", "history", "allowedChanges"]);
    expect(detail?.properties?.history?.items?.properties?.event?.enum).toEqual([
      "CREATED",
      "ROLE_CHANGED",
      "STATUS_CHANGED",
    ]);
  });

  it("documents the add form and the {role} or {status} change", () => {
    const add = bodySchema(paths["/api/v1/users"]?.post);
    expect(Object.keys(add?.properties ?? {})).toEqual([
      "email",
      "firstName",
      "lastName",
      "phone",
      "role",
      "status",
    ]);
    expect(add?.properties?.status?.enum).toEqual(["ACTIVE", "INACTIVE"]);
    expect(add?.required).toEqual(expect.arrayContaining(["email", "firstName", "lastName"]));
    const change = bodySchema(paths["/api/v1/users/{id}"]?.patch);
    expect(Object.keys(change?.properties ?? {})).toEqual(["role", "status"]);
    expect(change?.properties?.status?.enum).toEqual(["ACTIVE", "INACTIVE", "SUSPENDED"]);
  });
});
