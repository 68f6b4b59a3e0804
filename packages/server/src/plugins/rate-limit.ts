import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { rateLimitedBody } from "./errors.js";
import { globalPlugin } from "./global-plugin.js";

/**
 * Rate limiting is opt-in per route (global: false). Sign-in routes use `authRateLimit(app)`:
 * `app.post(url, { config: authRateLimit(app), ... })`. Over the limit: 429, Retry-After, code RATE_LIMITED.
 */
export const rateLimitPlugin = globalPlugin("rate-limit", async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => ({ ...rateLimitedBody, statusCode: context.statusCode }),
  });
});

/** AUTH_RATE_LIMIT (default 30) calls a minute per IP address, for /api/v1/auth/*. */
export const authRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: "1 minute" },
});
