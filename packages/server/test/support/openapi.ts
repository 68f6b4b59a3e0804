import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";

/** The parts of the generated OpenAPI document the tests read. */
export interface OpenApiSchema {
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  enum?: string[];
  items?: OpenApiSchema;
  description?: string;
}

export interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; description?: string }[];
  requestBody?: { content: Record<string, { schema: OpenApiSchema }> };
  responses: Record<string, { content?: Record<string, { schema: OpenApiSchema }> }>;
}

export type OpenApiPaths = Record<string, Record<string, OpenApiOperation>>;

export async function openApiPaths(app: FastifyInstance): Promise<OpenApiPaths> {
  return (await app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json().paths;
}

/** The JSON schema of an operation's request body, or of one of its answers. */
export const bodySchema = (operation: OpenApiOperation | undefined) =>
  operation?.requestBody?.content["application/json"]?.schema;
export const answerSchema = (operation: OpenApiOperation | undefined, status: string) =>
  operation?.responses[status]?.content?.["application/json"]?.schema;

/** [method, path, tag, every status it documents]. */
export type DocumentedRoute = [string, string, string, string[]];

/**
 * One test per route: it is documented with its tag, a summary, bearer security, exactly these answers, its path
 * parameters, and (for a write with a body) the body's fields. `paths` is read when the tests run.
 */
export function itDocumentsRoutes(
  paths: () => OpenApiPaths,
  routes: readonly DocumentedRoute[],
  bodyless: ReadonlySet<string> = new Set(),
): void {
  it.each(routes)(
    "documents %s %s with tag %s, summary, security and its answers",
    (method, path, tag, statuses) => {
      const operation = paths()[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.tags).toEqual([tag]);
      expect(operation?.summary?.length).toBeGreaterThan(10);
      expect(operation?.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual([...statuses].sort());
      if (path.includes("{")) {
        const names = (operation?.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
        expect(names).toEqual([path.match(/\{(\w+)\}/)?.[1]]);
      }
      if (method !== "get" && method !== "delete" && !bodyless.has(path)) {
        expect(Object.keys(bodySchema(operation)?.properties ?? {}).length).toBeGreaterThan(0);
      }
    },
  );
}
