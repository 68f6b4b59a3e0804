import {
  API_EXPLORER_BASE_PATH,
  API_EXPLORER_CALL_METHODS,
  type ApiEndpoint,
  type ApiExplorerCatalog,
  type ApiParameter,
  CAPABILITY_NAMES,
  type Capability,
  ROLES,
  type Role,
  rolesWith,
} from "@mnx/domain";
import { exampleOf, type JsonSchema, type SchemaComponents, typeLabel } from "./openapi-example.js";

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  "x-capabilities"?: string[];
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation | undefined>>;
  components?: { schemas?: SchemaComponents };
}

const DOCUMENTED_METHODS = ["get", "post", "put", "patch", "delete"] as const;

const isCapability = (name: string): name is Capability => (CAPABILITY_NAMES as string[]).includes(name);

/** 'work-orders' -> 'Work Orders'. */
const categoryName = (tag: string | undefined) =>
  (tag ?? "other")
    .split(/[-_\s]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/**
 * Who may call an operation, from its `x-capabilities` (any one of them) and the permission table:
 * 'public' without sign-in, 'authenticated' when every role may, else the roles in rank order.
 */
function access(
  capabilities: string[] | undefined,
): Pick<ApiEndpoint, "requiredRole" | "roles" | "requiresAuth"> {
  if (capabilities === undefined) return { requiredRole: "public", roles: [...ROLES], requiresAuth: false };
  const allowed = new Set<Role>(
    capabilities.length === 0 ? ROLES : capabilities.filter(isCapability).flatMap((name) => rolesWith(name)),
  );
  const roles = ROLES.filter((role) => allowed.has(role));
  const requiredRole = roles.length === ROLES.length ? "authenticated" : roles.join(", ");
  return { requiredRole, roles, requiresAuth: true };
}

function parametersOf(operation: OpenApiOperation, components: SchemaComponents): ApiParameter[] {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === "path" || parameter.in === "query" || parameter.in === "header")
    .map((parameter) => ({
      name: parameter.name,
      in: parameter.in as ApiParameter["in"],
      required: parameter.required === true || parameter.in === "path",
      type: typeLabel(parameter.schema, components),
      description: parameter.description ?? parameter.schema?.description ?? null,
      enum: parameter.schema?.enum?.map(String) ?? null,
      example: exampleOf(parameter.schema, components),
    }));
}

/** GET /api/dev/api-explorer: every documented operation of the server's own OpenAPI document. */
export function explorerCatalog(document: OpenApiDocument): ApiExplorerCatalog {
  const components = document.components?.schemas ?? {};
  const endpoints: ApiEndpoint[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of DOCUMENTED_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const upper = method.toUpperCase();
      const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;
      const summary = operation.summary ?? `${upper} ${path}`;
      endpoints.push({
        id: `${upper} ${path}`,
        path,
        method: upper,
        summary,
        description: operation.description ?? summary,
        category: categoryName(operation.tags?.[0]),
        ...access(operation["x-capabilities"]),
        capabilities: operation["x-capabilities"] ?? [],
        parameters: parametersOf(operation, components),
        example: bodySchema ? exampleOf(bodySchema, components) : null,
        testable:
          path.startsWith(API_EXPLORER_BASE_PATH) &&
          (API_EXPLORER_CALL_METHODS as readonly string[]).includes(upper),
      });
    }
  }
  const counts = new Map<string, number>();
  for (const endpoint of endpoints) counts.set(endpoint.category, (counts.get(endpoint.category) ?? 0) + 1);
  return { endpoints, categories: [...counts].map(([name, count]) => ({ name, count })) };
}
