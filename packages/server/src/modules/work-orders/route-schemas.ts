import { apiErrorSchema } from "@mnx/domain";

/** Shared pieces of the work-order routes' OpenAPI descriptions. */
export const tags = ["work-orders"];
export const security = [{ bearerAuth: [] }];
export const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
export const invalid = { 400: apiErrorSchema, ...denied };
export const missing = { ...invalid, 404: apiErrorSchema };
export const conflicting = { ...missing, 409: apiErrorSchema };
