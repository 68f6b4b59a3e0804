const KEY = "maintenance-nexus-return-path";

/** Only a page of this app: a path of this origin, never the sign-in pages themselves. */
const isAppPath = (path: string) => /^\/(?!\/)/.test(path) && !/^\/(login|auth)\b/.test(path);

/**
 * The navigation state RequireAuth sends to /login: the page a signed-out visit asked for (a label opened by a
 * phone's camera app). Imported by the entry, so the sign-in pages share this module without a chunk of its own.
 */
export const returnPathState = (path: string) => ({ returnTo: path });

/**
 * At the sign-in press: keeps the page asked for (from /login's navigation state) in this tab through the
 * identity provider's pages, so sign-in lands there instead of on the dashboard.
 */
export function rememberReturnPath(state: unknown): void {
  const path = (state as { returnTo?: unknown } | null)?.returnTo;
  try {
    if (typeof path === "string" && isAppPath(path)) window.sessionStorage.setItem(KEY, path);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): sign-in lands on the dashboard, as without a page asked for.
  }
}

/** The remembered page, once. */
export function takeReturnPath(): string | null {
  try {
    const path = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return path && isAppPath(path) ? path : null;
  } catch {
    return null;
  }
}
