import { API_BASE_PATH, API_TIMEOUT_MS, type ErrorDetail, serverErrorMessage } from "@mnx/domain";
import type { z } from "zod";
import { ApiError, clientError } from "./api-error";
import { reportNoAnswer } from "./connectivity";
import { currentLocale } from "./i18n/i18n";

type QueryValue = string | number | boolean | null | undefined;
type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON; a Blob (a photo) is sent as its bytes with its own type. */
  body?: unknown;
  /** Query parameters; null, undefined and '' are left out. */
  query?: Record<string, QueryValue>;
  /** Cancels the call (TanStack Query passes one). */
  signal?: AbortSignal;
  /** Sent as Idempotency-Key on writes a field device may replay (docs/api-conventions.md). */
  idempotencyKey?: string;
  /** false for the sign-in calls: no bearer token, and their 401 signs nobody out. */
  auth?: boolean;
  /** Validates the answer; a mismatch is an unexpected error. */
  schema?: z.ZodType<T>;
  /** Where `path` starts: /api/v1, or DEV_TOOLS_BASE_PATH for the developer tools. */
  basePath?: string;
}

export interface AuthHandlers {
  /** The access token to send, refreshed first when a refresh is advised. */
  getAccessToken: () => Promise<string | null>;
  /** Called on a 401 answer to an authenticated call: the session is over. */
  onUnauthorized: () => void;
}

let authHandlers: AuthHandlers = { getAccessToken: async () => null, onUnauthorized: () => undefined };

/** Wired once at start-up (src/app/configure-api.ts), so this module depends on no feature. */
export function setAuthHandlers(handlers: AuthHandlers): void {
  authHandlers = handlers;
}

/** The access token the calls send (refreshed when due): the live stream's (lib/live-updates.ts). */
export function accessToken(): Promise<string | null> {
  return authHandlers.getAccessToken();
}

function buildUrl(basePath: string, path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `${basePath}${path}${search ? `?${search}` : ""}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (response.ok) throw clientError("UNKNOWN_ERROR");
    return undefined;
  }
}

function errorFromAnswer(status: number, body: unknown): ApiError {
  const { code, details } = (body && typeof body === "object" ? body : {}) as {
    code?: unknown;
    details?: unknown;
  };
  return new ApiError({
    status,
    code: typeof code === "string" ? code : `HTTP_${status}`,
    message: serverErrorMessage(status, body),
    details: Array.isArray(details) ? (details as ErrorDetail[]) : undefined,
  });
}

/**
 * Sends one call (part 1, 7): base /api/v1, Bearer token, 30 s timeout, the language shown as Accept-Language
 * (the server's messages come back in it); `read` takes the answer of a successful call. Failures become
 * ApiError with the spec's messages, and a 401 signs the user out.
 */
async function send<R>(
  path: string,
  options: Omit<ApiRequestOptions<unknown>, "schema">,
  read: (response: Response) => Promise<R>,
): Promise<R> {
  const { method = "GET", body, query, signal, idempotencyKey, auth = true } = options;
  const basePath = options.basePath ?? API_BASE_PATH;
  const headers = new Headers({ Accept: "application/json", "Accept-Language": currentLocale() });
  // A file (a photo) goes as it is; anything else as JSON.
  const file = body instanceof Blob ? body : undefined;
  if (body !== undefined)
    headers.set("Content-Type", file ? file.type || "application/octet-stream" : "application/json");
  if (idempotencyKey) headers.set("Idempotency-Key", idempotencyKey);
  if (auth) {
    const token = await authHandlers.getAccessToken();
    if (token) headers.set("Authorization", `Bearer ${token}`);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", forwardAbort, { once: true });

  try {
    const response = await fetch(buildUrl(basePath, path, query), {
      method,
      headers,
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal: controller.signal,
      credentials: "same-origin",
    });
    if (!response.ok) {
      const payload = await readBody(response);
      if (response.status === 401 && auth) authHandlers.onUnauthorized();
      throw errorFromAnswer(response.status, payload);
    }
    return await read(response);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (signal?.aborted && !timedOut) throw error; // cancelled by the caller: not a failure to report
    if (timedOut || error instanceof TypeError) reportNoAnswer();
    if (timedOut) throw clientError("TIMEOUT_ERROR");
    if (error instanceof TypeError) throw clientError("NETWORK_ERROR");
    throw clientError("UNKNOWN_ERROR");
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", forwardAbort);
  }
}

/** The one JSON client: the answer parsed, and checked against `schema` when one is given. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { schema, ...rest } = options;
  return send(path, rest, async (response) => {
    const payload = await readBody(response);
    if (!schema) return payload as T;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw clientError("UNKNOWN_ERROR");
    return parsed.data;
  });
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition's filename, else `fallbackName`. */
  fileName: string;
}

/** GET of a file the server sends as an attachment (the report's CSV), through the same client. */
export function apiDownload(
  path: string,
  fallbackName: string,
  options: Pick<ApiRequestOptions<unknown>, "query" | "signal"> = {},
): Promise<DownloadedFile> {
  return send(path, options, async (response) => {
    const disposition = response.headers.get("content-disposition") ?? "";
    const named = /filename="([^"]+)"/.exec(disposition)?.[1];
    return { blob: await response.blob(), fileName: named ?? fallbackName };
  });
}

type Options<T> = Omit<ApiRequestOptions<T>, "method" | "body">;

export const api = {
  get: <T>(path: string, options?: Options<T>) => apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Options<T>) => apiRequest<T>(path, { ...options, method: "DELETE" }),
};
