import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { rateLimitedBody } from "./errors.js";
import { globalPlugin } from "./global-plugin.js";
import { databaseRateLimitStore } from "./rate-limit-store.js";

/**
 * Rate limiting is opt-in per route (global: false). Sign-in routes use `authRateLimit(app)`:
 * `app.post(url, { config: authRateLimit(app), ... })`. Over the limit: 429, Retry-After, code RATE_LIMITED.
 * Counted in the database, so several servers on it share one count (docs/decisions/019).
 */
export const rateLimitPlugin = globalPlugin("rate-limit", async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => ({ ...rateLimitedBody, statusCode: context.statusCode }),
  });
});

/**
 * USER_ADD_RATE_LIMIT (default 30) Add User calls an hour per signed-in caller, whatever their answer: an
 * admin cannot use 'email taken' to list the addresses of other organizations (docs/decisions/025). Counted
 * once the caller is known (preHandler), by their id.
 */
export const addUserRateLimit = (app: FastifyInstance) => ({
  rateLimit: {
    max: app.config.userAddPerHour,
    timeWindow: "1 hour",
    hook: "preHandler" as const,
    keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
  },
});

/** AUTH_RATE_LIMIT (default 30) calls a minute per IP address and route, for /api/v1/auth/*. */
export const authRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: "1 minute" },
});
