import { type ApiError, toErrorDetails } from "@mnx/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { DatabaseUnavailableError, PoolTimeoutError, STATEMENT_CANCELED } from "../db/database.js";
import { AppError } from "../errors.js";
import { requestLocale } from "../i18n/language.js";
import { issueMessage } from "../i18n/zod-messages.js";
import { globalPlugin } from "./global-plugin.js";

const INTERNAL_MESSAGE = "An unexpected error occurred. Please try again.";

function send(reply: FastifyReply, status: number, body: ApiError) {
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

/** `/body/phone` from the zod provider, `phone` from a ZodError, both as `phone`. */
const pathOf = (instancePath: string) => instancePath.replace(/^\//, "").replaceAll("/", ".");

/** Fastify's own client errors (bad JSON, body too large, unsupported media type...) keep their status. */
function isClientError(error: unknown): error is FastifyError {
  const status = (error as FastifyError | undefined)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const body: ApiError = { success: false, error: error.message, code: error.code };
    if (error.details?.length) body.details = error.details;
    if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
    return send(reply, error.statusCode, body);
  }
  // The language plugin translates every answer's texts; zod's own messages are written again here, while the
  // issue they describe is at hand.
  if (hasZodFastifySchemaValidationErrors(error)) {
    const locale = requestLocale(request);
    const details = error.validation.map((issue) => ({
      path: pathOf(issue.instancePath),
      message: issue.message
        ? issueMessage(locale, { ...issue.params, code: issue.keyword, message: issue.message })
        : "Invalid value",
    }));
    const message = details[0]?.message ?? "Invalid request";
    return send(reply, 400, { success: false, error: message, code: "VALIDATION_ERROR", details });
  }
  if (error instanceof ZodError) {
    const locale = requestLocale(request);
    const details = toErrorDetails(
      error.issues.map((issue) => ({ ...issue, message: issueMessage(locale, issue) })),
    );
    const message = details[0]?.message ?? "Invalid request";
    return send(reply, 400, { success: false, error: message, code: "VALIDATION_ERROR", details });
  }
  if (isClientError(error)) {
    if (error.statusCode === 429) return send(reply, 429, rateLimitedBody);
    const code = error.statusCode === 400 ? "VALIDATION_ERROR" : (error.code ?? "BAD_REQUEST");
    return send(reply, error.statusCode ?? 400, { success: false, error: error.message, code });
  }
  const failure = databaseFailure(error);
  if (failure) {
    request.log.error({ err: error, code: failure.code }, failure.error);
    return send(reply.header("retry-after", "1"), 503, failure);
  }
  request.log.error({ err: error }, "unhandled error");
  return send(reply, 500, { success: false, error: INTERNAL_MESSAGE, code: "INTERNAL_ERROR" });
}

const FRAMEWORK_ERRORS: Record<string, [number, ApiError]> = {
  FST_ERR_BAD_URL: [400, { success: false, error: "The address is not valid.", code: "BAD_URL" }],
  FST_ERR_MAX_PARAM_LENGTH: [
    414,
    { success: false, error: "The address is too long.", code: "URI_TOO_LONG" },
  ],
};

/**
 * What the router refuses before any route runs (an address that is not valid percent-encoding, a path
 * parameter longer than the router takes): the same `{success, error, code}` body as every other refusal,
 * without echoing the address.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = FRAMEWORK_ERRORS[error.code];
  if (!known) return errorHandler(error, request, reply);
  return send(reply, known[0], known[1]);
}

/**
 * The database could not serve the request: PostgreSQL cut a statement at its statement_timeout, the pool had
 * no free connection within its wait, or the database cannot be reached (stopped, restarting, network). Each
 * answers 503 at once instead of holding the caller; the next request tries the database again, so the server
 * recovers by itself when it is back.
 */
function databaseFailure(error: unknown): ApiError | undefined {
  if (error instanceof DatabaseUnavailableError) {
    return {
      success: false,
      error: "The database cannot be reached right now. Please try again in a moment.",
      code: "DATABASE_UNAVAILABLE",
    };
  }
  if (error instanceof PoolTimeoutError) {
    return {
      success: false,
      error: "The server is busy. Please try again in a moment.",
      code: "DATABASE_BUSY",
    };
  }
  if ((error as { code?: unknown } | undefined)?.code === STATEMENT_CANCELED) {
    return {
      success: false,
      error: "The request took too long and was stopped. Please try again, or narrow it down.",
      code: "DATABASE_TIMEOUT",
    };
  }
  return undefined;
}

export const rateLimitedBody: ApiError = {
  success: false,
  error: "Too many requests. Please try again later.",
  code: "RATE_LIMITED",
};

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split("?")[0];
  return send(reply, 404, {
    success: false,
    error: `Route ${request.method} ${path} not found`,
    code: "NOT_FOUND",
  });
}

/** ONE error handler and the not-found answer: JSON with a code everywhere (the web app falls back itself). */
export const errorsPlugin = globalPlugin("errors", async (app: FastifyInstance) => {
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(sendNotFound);
});
