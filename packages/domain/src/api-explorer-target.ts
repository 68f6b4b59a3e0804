/**
 * What the API explorer may call (DECISIONS.md 'Developer tools'): only this API, a relative path under
 * /api/v1, with one of the spec's methods (part 2, 8: INVALID_METHOD, INVALID_ENDPOINT). The server checks
 * with this rule before it calls anything; the explorer page may use it to warn early.
 */

export const API_EXPLORER_CALL_METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"] as const;
export type ApiExplorerCallMethod = (typeof API_EXPLORER_CALL_METHODS)[number];

export const API_EXPLORER_BASE_PATH = "/api/v1/";

export const INVALID_METHOD_MESSAGE = "Use GET, POST, PUT, DELETE or PATCH";
export const INVALID_ENDPOINT_MESSAGE = "Only paths under /api/v1 of this server can be tested";

/** Methods whose call carries the request body; the others send none. */
export const METHODS_WITH_BODY: readonly ApiExplorerCallMethod[] = ["POST", "PUT", "PATCH"];

export type ExplorerTarget =
  | { ok: true; method: ApiExplorerCallMethod; path: string; search: string }
  | { ok: false; code: "INVALID_ENDPOINT" | "INVALID_METHOD"; message: string; reason: string };

const refuse = (reason: string): ExplorerTarget => ({
  ok: false,
  code: "INVALID_ENDPOINT",
  message: INVALID_ENDPOINT_MESSAGE,
  reason,
});

/** A scheme (`https:`, `javascript:`, `file:`...) makes it an absolute URL. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Spaces and control characters, which a URL parser strips or rewrites. */
const hasSpaceOrControl = (text: string) =>
  [...text].some((char) => {
    const code = char.charCodeAt(0);
    return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
  });
/** '.', '/', '\' and control characters hidden behind percent-encoding. */
const ENCODED_SEPARATOR = /%(2e|2f|5c|[01][0-9a-f]|7f)/i;

/**
 * Checks a method and an endpoint ('/api/v1/work-orders?status=open'). Refuses absolute URLs, other hosts
 * ('//host'), backslashes, encoded or literal '.' / '..' segments, '//' inside the path, fragments, and
 * anything outside /api/v1. What passes is a path the server resolves exactly as written (the server also
 * parses it as a URL and refuses any difference).
 */
export function checkExplorerTarget(endpoint: string, method: string): ExplorerTarget {
  const upper = method.trim().toUpperCase();
  if (!(API_EXPLORER_CALL_METHODS as readonly string[]).includes(upper)) {
    return {
      ok: false,
      code: "INVALID_METHOD",
      message: INVALID_METHOD_MESSAGE,
      reason: `${method} is not allowed`,
    };
  }
  const target = endpoint.trim();
  if (!target) return refuse("An endpoint is required");
  if (hasSpaceOrControl(target))
    return refuse("Spaces and control characters are not allowed (write a space as %20)");
  if (target.includes("\\")) return refuse("Backslashes are not allowed");
  if (SCHEME.test(target) || target.startsWith("//"))
    return refuse("Absolute URLs and other hosts are not allowed");
  if (target.includes("#")) return refuse("Fragments are not allowed");
  const queryAt = target.indexOf("?");
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  const search = queryAt < 0 ? "" : target.slice(queryAt);
  if (path.includes("//")) return refuse("Empty path segments ('//') are not allowed");
  if (ENCODED_SEPARATOR.test(path))
    return refuse("Encoded '.', '/', '\\' or control characters are not allowed");
  if (path.split("/").some((segment) => segment === "." || segment === "..")) {
    return refuse("'.' and '..' segments are not allowed");
  }
  if (!path.startsWith(API_EXPLORER_BASE_PATH)) return refuse("The path must start with /api/v1/");
  return { ok: true, method: upper as ApiExplorerCallMethod, path, search };
}

/**
 * Request headers a test call may set. Everything that could change who is calling or from where
 * (Authorization, Cookie, Host, X-Forwarded-*, ...) is never forwarded: the call carries the caller's own
 * token and address.
 */
export const API_EXPLORER_FORWARDED_HEADERS = [
  "accept",
  "accept-language",
  "content-type",
  "idempotency-key",
  "if-none-match",
] as const;

/** Splits the headers a caller asked for into those forwarded (lower-case names) and those ignored. */
export function splitExplorerHeaders(headers: Readonly<Record<string, string>> | undefined): {
  forwarded: Record<string, string>;
  ignored: string[];
} {
  const forwarded: Record<string, string> = {};
  const ignored: string[] = [];
  for (const [name, value] of Object.entries(headers ?? {})) {
    const lower = name.trim().toLowerCase();
    const allowed = (API_EXPLORER_FORWARDED_HEADERS as readonly string[]).includes(lower);
    const breaksLine = [...value].some((char) => char === "\r" || char === "\n" || char === "\u0000");
    if (allowed && !breaksLine) forwarded[lower] = value;
    else ignored.push(name);
  }
  return { forwarded, ignored };
}
