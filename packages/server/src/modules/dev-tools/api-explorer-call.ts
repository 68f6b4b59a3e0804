import { STATUS_CODES } from "node:http";
import {
  type ApiExplorerCall,
  type ApiExplorerResult,
  checkExplorerTarget,
  INVALID_ENDPOINT_MESSAGE,
  METHODS_WITH_BODY,
  splitExplorerHeaders,
} from "@mnx/domain";
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from "fastify";
import { AppError } from "../../errors.js";

const PROBE_ORIGIN = "http://explorer.invalid";

/** Response headers a test call shows (a cookie the call would set is not the explorer's to pass on). */
function shownHeaders(response: LightMyRequestResponse): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined || name === "set-cookie") continue;
    shown[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return shown;
}

function answerData(response: LightMyRequestResponse): unknown {
  const type = String(response.headers["content-type"] ?? "");
  if (type.includes("json")) {
    try {
      return JSON.parse(response.body);
    } catch {
      return response.body;
    }
  }
  return response.body;
}

/**
 * POST /api/dev/api-explorer (DECISIONS.md 'Developer tools'): calls THIS API in process (app.inject, no
 * network), only a relative path under /api/v1, with the caller's own Authorization header and address, so
 * the target route checks the caller's own rights. Only harmless headers are forwarded. The response time
 * is measured here, around the call.
 */
export async function callApi(
  app: FastifyInstance,
  request: FastifyRequest,
  call: ApiExplorerCall,
): Promise<ApiExplorerResult> {
  const target = checkExplorerTarget(call.endpoint, call.method);
  if (!target.ok) {
    const path = target.code === "INVALID_METHOD" ? "method" : "endpoint";
    throw new AppError(target.code, target.message, 400, [{ path, message: target.reason }]);
  }
  // Belt and braces: a URL parser must read the same origin and exactly the same path.
  const parsed = new URL(`${target.path}${target.search}`, PROBE_ORIGIN);
  if (parsed.origin !== PROBE_ORIGIN || parsed.pathname !== target.path) {
    throw new AppError("INVALID_ENDPOINT", INVALID_ENDPOINT_MESSAGE, 400, [
      { path: "endpoint", message: "The path is not a plain path" },
    ]);
  }
  const { forwarded, ignored } = splitExplorerHeaders(call.headers);
  const sendsBody =
    METHODS_WITH_BODY.includes(target.method) && call.body !== undefined && call.body !== null;
  const payload = sendsBody
    ? typeof call.body === "string"
      ? call.body
      : JSON.stringify(call.body)
    : undefined;
  if (payload !== undefined && !forwarded["content-type"]) forwarded["content-type"] = "application/json";
  const endpoint = `${target.path}${target.search}`;

  const timestamp = new Date().toISOString();
  const started = performance.now();
  const response = await app.inject({
    method: target.method,
    url: endpoint,
    headers: { ...forwarded, authorization: request.headers.authorization ?? "" },
    remoteAddress: request.ip,
    ...(payload === undefined ? {} : { payload }),
  });
  const responseTime = Math.round((performance.now() - started) * 10) / 10;

  return {
    request: {
      endpoint,
      method: target.method,
      body: sendsBody ? call.body : null,
      headers: forwarded,
      ignoredHeaders: ignored,
    },
    response: {
      ok: response.statusCode >= 200 && response.statusCode < 300,
      status: response.statusCode,
      statusText: STATUS_CODES[response.statusCode] ?? "",
      headers: shownHeaders(response),
      data: answerData(response),
      responseTime,
      timestamp,
    },
  };
}
