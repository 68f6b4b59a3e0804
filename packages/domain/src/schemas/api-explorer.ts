import { z } from "zod";
import { ROLES } from "../roles.js";

/** Developer tool shapes (part 2, 3 and 7): the API explorer. Header maps are catchall objects, as rows are in database-tools.ts. */

/** POST /api/dev/api-explorer. `endpoint` and `method` are checked by checkExplorerTarget. */
export const apiExplorerCallSchema = z.object({
  endpoint: z.string({ error: "Endpoint is required" }).max(2000, "Endpoint must be 2000 characters or less"),
  method: z.string({ error: "Method is required" }).max(16, "Use GET, POST, PUT, DELETE or PATCH"),
  /** JSON sent as the body of POST, PUT and PATCH (a string is sent as it is). */
  body: z.unknown().optional(),
  /** Only Accept, Accept-Language, Content-Type, Idempotency-Key and If-None-Match are forwarded. */
  headers: z.object({}).catchall(z.string()).optional(),
});
export type ApiExplorerCall = z.output<typeof apiExplorerCallSchema>;

export const apiParameterSchema = z.object({
  name: z.string(),
  in: z.enum(["path", "query", "header"]),
  required: z.boolean(),
  /** The JSON schema type ('string', 'integer', ...), with its format when it has one ('string (uuid)'). */
  type: z.string(),
  description: z.string().nullable(),
  enum: z.array(z.string()).nullable(),
  example: z.unknown(),
});
export type ApiParameter = z.output<typeof apiParameterSchema>;

/** API endpoint descriptor: path, method, description, requiredRole, parameters, example, category. */
export const apiEndpointSchema = z.object({
  /** 'GET /api/v1/work-orders/{id}' */
  id: z.string(),
  path: z.string(),
  method: z.string(),
  summary: z.string(),
  description: z.string(),
  category: z.string(),
  /** Roles allowed by the permission table ('SUPER_ADMIN, FLEET_MANAGER'), 'authenticated' or 'public'. */
  requiredRole: z.string(),
  roles: z.array(z.enum(ROLES)),
  /** The capabilities of packages/domain/src/permissions.ts the route requires (any one of them). */
  capabilities: z.array(z.string()),
  requiresAuth: z.boolean(),
  parameters: z.array(apiParameterSchema),
  /** A request body generated from the request schema, or null when the call takes none. */
  example: z.unknown(),
  /** Whether 'Test Endpoint' may call it (only paths under /api/v1). */
  testable: z.boolean(),
});
export type ApiEndpoint = z.output<typeof apiEndpointSchema>;

export const apiCategorySchema = z.object({ name: z.string(), count: z.number().int() });

/** GET /api/dev/api-explorer: data.endpoints and data.categories (in the order they appear). */
export const apiExplorerCatalogSchema = z.object({
  endpoints: z.array(apiEndpointSchema),
  categories: z.array(apiCategorySchema),
});
export type ApiExplorerCatalog = z.output<typeof apiExplorerCatalogSchema>;

/** POST /api/dev/api-explorer: data {request {endpoint, method, body}, response {...}}. */
export const apiExplorerResultSchema = z.object({
  request: z.object({
    endpoint: z.string(),
    method: z.string(),
    body: z.unknown(),
    /** The headers forwarded with the caller's own Authorization. */
    headers: z.object({}).catchall(z.string()),
    /** Headers asked for but not forwarded (they could change who calls). */
    ignoredHeaders: z.array(z.string()),
  }),
  response: z.object({
    ok: z.boolean(),
    status: z.number().int(),
    statusText: z.string(),
    headers: z.object({}).catchall(z.string()),
    /** The parsed JSON answer, or its text when it is not JSON. */
    data: z.unknown(),
    /** Milliseconds, measured on the server around the in-process call. */
    responseTime: z.number(),
    timestamp: z.string(),
  }),
});
export type ApiExplorerResult = z.output<typeof apiExplorerResultSchema>;
