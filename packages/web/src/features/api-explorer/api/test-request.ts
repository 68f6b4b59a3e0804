import { t } from "@lingui/core/macro";
import { type ApiEndpoint, type ApiExplorerCall, type ApiParameter, METHODS_WITH_BODY } from "@mnx/domain";
import { z } from "zod";

export interface TestRequestValues {
  path: Record<string, string>;
  query: Record<string, string>;
  body: string;
}

/** A body is sent with POST, PUT and PATCH when the operation documents one (its example is null otherwise). */
export const sendsBody = (endpoint: ApiEndpoint) =>
  (METHODS_WITH_BODY as readonly string[]).includes(endpoint.method) && endpoint.example !== null;

export const pathParameters = (endpoint: ApiEndpoint) =>
  endpoint.parameters.filter((parameter) => parameter.in === "path");
export const queryParameters = (endpoint: ApiEndpoint) =>
  endpoint.parameters.filter((parameter) => parameter.in === "query");

function isJsonOrEmpty(text: string): boolean {
  if (!text.trim()) return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The form opens with the example body generated from the request schema, and every parameter empty. */
export function initialTestValues(endpoint: ApiEndpoint): TestRequestValues {
  const empty = (parameters: ApiParameter[]) => Object.fromEntries(parameters.map((p) => [p.name, ""]));
  return {
    path: empty(pathParameters(endpoint)),
    query: empty(queryParameters(endpoint)),
    body: sendsBody(endpoint) ? JSON.stringify(endpoint.example, null, 2) : "",
  };
}

/** The form's rules for one endpoint, its messages in the language shown: required parameters filled in, the body valid JSON. */
export function testRequestSchema(endpoint: ApiEndpoint) {
  const fields = (parameters: ApiParameter[]) =>
    z.object(
      Object.fromEntries(
        parameters.map(({ name, required }) => [
          name,
          required ? z.string().trim().min(1, t`${name} is required`) : z.string(),
        ]),
      ),
    );
  return z.object({
    path: fields(pathParameters(endpoint)),
    query: fields(queryParameters(endpoint)),
    body: z.string().refine(isJsonOrEmpty, t`The body must be valid JSON`),
  });
}

/**
 * What 'Test Endpoint' sends: the path with its parameters filled in (each one encoded, so a value cannot
 * add a segment), the query parameters that have a value, and the body as JSON with POST, PUT and PATCH.
 */
export function explorerCall(endpoint: ApiEndpoint, values: TestRequestValues): ApiExplorerCall {
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent((values.path[name] ?? "").trim()),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values.query)) {
    if (value.trim()) query.set(name, value.trim());
  }
  const search = query.toString();
  const call: ApiExplorerCall = { endpoint: search ? `${path}?${search}` : path, method: endpoint.method };
  if (sendsBody(endpoint) && values.body.trim()) call.body = JSON.parse(values.body) as unknown;
  return call;
}
