import { z } from "zod";
import { DB_BROWSE_ROW_LIMIT } from "../constants.js";

/** Methods the API explorer may call (INVALID_METHOD otherwise; part 2, 8). */
export const API_EXPLORER_CALL_METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"] as const;

/** POST /api/dev/api-explorer: only /api paths (INVALID_ENDPOINT otherwise). */
export const apiExplorerTestSchema = z.object({
  endpoint: z
    .string()
    .trim()
    .min(1, "Endpoint is required")
    .max(500)
    .refine((value) => value.startsWith("/api/"), "Only /api paths can be tested"),
  method: z.enum(API_EXPLORER_CALL_METHODS, { error: "Use GET, POST, PUT, DELETE or PATCH" }),
  body: z.unknown().optional(),
  headers: z.record(z.string(), z.string()).optional(),
});
export type ApiExplorerTest = z.output<typeof apiExplorerTestSchema>;

/** POST /api/dev/database {action: 'safe-query', query}; the database enforces read-only. */
export const databaseQuerySchema = z.object({
  action: z.literal("safe-query"),
  query: z
    .string()
    .trim()
    .min(1, "Please enter a query")
    .max(10_000, "Query must be 10000 characters or less"),
});
export type DatabaseQuery = z.output<typeof databaseQuerySchema>;

/** GET /api/dev/database query: overview, schema, one table's schema, or its first rows. */
export const databaseInfoQuerySchema = z.object({
  action: z.enum(["schema", "table-schema", "table-info"]).optional(),
  table: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, "Unknown table")
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(DB_BROWSE_ROW_LIMIT),
});
export type DatabaseInfoQuery = z.output<typeof databaseInfoQuerySchema>;
