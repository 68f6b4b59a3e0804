import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
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

/** AUTH_RATE_LIMIT (default 30) calls a minute per IP address and route, for /api/v1/auth/*. */
export const authRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: "1 minute" },
});
