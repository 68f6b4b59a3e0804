import type { Role } from "@mnx/domain";
import type { FastifyInstance } from "fastify";
import { EVERY_ROLE } from "../../support/role-matrix.js";
import type { MatrixOrganization } from "../matrix-organization.js";
import { type MatrixRequest, mayCall, OPERATION_ACCESS } from "../operation-access.js";
import type { JsonSchema } from "./schema-arbitrary.js";

interface DocumentOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}

/** One operation to fuzz: a call that succeeds (from the matrix's table), its schemas, and who makes it. */
export interface FuzzTarget {
  key: string;
  method: string;
  path: string;
  /** A role that may call it; null for a public operation (sent without a token). */
  role: Role | null;
  base: MatrixRequest;
  bodySchema?: JsonSchema;
  query: { name: string; schema?: JsonSchema }[];
  pathParameters: string[];
  responses: DocumentOperation["responses"];
}

/** Every operation of the OpenAPI document that OPERATION_ACCESS declares, with a valid request built once. */
export async function fuzzTargets(app: FastifyInstance, org: MatrixOrganization): Promise<FuzzTarget[]> {
  const document = (await app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
  const targets: FuzzTarget[] = [];
  for (const [path, methods] of Object.entries<Record<string, DocumentOperation>>(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${path}`;
      const declaration = OPERATION_ACCESS[key];
      if (!declaration) throw new Error(`${key} has no line in operation-access.ts`);
      const role =
        declaration.access === "public"
          ? null
          : (EVERY_ROLE.find((r) => mayCall(declaration.access, r)) ?? null);
      const parameters = operation.parameters ?? [];
      targets.push({
        key,
        method: method.toUpperCase(),
        path,
        role,
        base: await declaration.request({ org, role: role ?? "VIEWER", app }),
        bodySchema: operation.requestBody?.content?.["application/json"]?.schema,
        query: parameters.filter((p) => p.in === "query").map(({ name, schema }) => ({ name, schema })),
        pathParameters: parameters.filter((p) => p.in === "path").map((p) => p.name),
        responses: operation.responses,
      });
    }
  }
  return targets;
}
