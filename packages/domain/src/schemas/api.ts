import { z } from "zod";
import { LIST_TOTAL_CAP } from "../constants.js";

/** Answer envelopes and error codes (docs/api-conventions.md; part 1, 8). */

export const paginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  pages: z.number().int().min(1),
  /** false when more than the cap (LIST_TOTAL_CAP, SEARCH_TOTAL_CAP) match: total is then the cap and pages reach only that far. */
  totalIsExact: z.boolean().default(true),
});
export type Pagination = z.output<typeof paginationSchema>;

/**
 * `counted` is the number of matches counted up to `cap` + 1 (LIST_TOTAL_CAP unless said). pages is at least 1,
 * so an empty list reads 'Page 1 of 1'; past the cap the total is the cap ('10,000+').
 */
export function buildPagination(
  page: number,
  limit: number,
  counted: number,
  cap = LIST_TOTAL_CAP,
): Pagination {
  const total = Math.min(counted, cap);
  return { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)), totalIsExact: counted <= total };
}

export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });
export type ErrorDetail = z.output<typeof errorDetailSchema>;

export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  details: z.array(errorDetailSchema).optional(),
});
export type ApiError = z.output<typeof apiErrorSchema>;

/** `{success: true, data}`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** `{success: true, data, message}`: a write whose answer also says what happened. */
export function messageEnvelope<T extends z.ZodType>(data: T) {
  return successEnvelope(data).extend({ message: z.string() });
}

/** `{success: true, data: {[key]: item[], pagination}}`. */
export function listEnvelope<K extends string, T extends z.ZodType>(key: K, item: T) {
  const shape = { [key]: z.array(item), pagination: paginationSchema } as {
    [P in K]: z.ZodArray<T>;
  } & { pagination: typeof paginationSchema };
  return successEnvelope(z.object(shape));
}

/** Stats answer at the top level: `{success: true, total, ...}`. */
export function statsEnvelope<T extends z.ZodRawShape>(stats: z.ZodObject<T>) {
  return stats.extend({ success: z.literal(true) });
}

/** `{id}` route parameters. */
export const idParamsSchema = z.object({ id: z.uuid({ error: "Invalid id" }) });

/** Zod issues as the `details` of a VALIDATION_ERROR answer. */
export function toErrorDetails(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ErrorDetail[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}
