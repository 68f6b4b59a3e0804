import type { FastifyInstance } from "fastify";
import type { OperationAccess } from "./operation-access.js";

export interface DocumentedOperation {
  /** `METHOD path`, as OPERATION_ACCESS keys it. */
  key: string;
  /** What the document says the operation requires, in OPERATION_ACCESS's words. */
  access: OperationAccess["access"];
}

interface RawOperation {
  security?: unknown[];
  "x-capabilities"?: string[];
}

/** Every operation of the server's OpenAPI document, with the capabilities its x-capabilities name. */
export async function documentedOperations(app: FastifyInstance): Promise<DocumentedOperation[]> {
  const document = (await app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
  const operations: DocumentedOperation[] = [];
  for (const [path, methods] of Object.entries<Record<string, RawOperation>>(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const capabilities = operation["x-capabilities"];
      const access: OperationAccess["access"] =
        capabilities === undefined
          ? "public"
          : capabilities.length === 0
            ? "authenticated"
            : capabilities.length === 1
              ? (capabilities[0] as OperationAccess["access"])
              : (capabilities as OperationAccess["access"]);
      operations.push({ key: `${method.toUpperCase()} ${path}`, access });
    }
  }
  return operations;
}

/** The line to paste into OPERATION_ACCESS for an operation nobody declared yet. */
export function suggestedDeclaration({ key, access }: DocumentedOperation): string {
  const path = key.split(" ")[1] ?? "";
  const url = path.replace(/\{(\w+)\}/g, (_, name) => `\${org.<${name} of a row the call may use>}`);
  return `"${key}": { access: ${JSON.stringify(access)}, request: ({ org }) => ({ url: \`${url}\` /*, payload: a valid body */ }) /*, status: 201 for a create */ },`;
}
