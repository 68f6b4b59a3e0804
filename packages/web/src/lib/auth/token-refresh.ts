import { isRefreshAdvised } from "@mnx/domain";
import { isApiError } from "../api-error";
import { authStore } from "./auth-store";
import { requestRefresh } from "./session-api";

let inFlight: Promise<void> | null = null;

/** No answer, a timeout, rate limiting or a server fault: keep the session and try again later. */
function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * Rotates the tokens once, however many callers ask at the same time. It never rejects: a refused refresh
 * signs the user out (part 1, 4), a transient failure leaves the session for the next attempt.
 */
export function refreshSession(): Promise<void> {
  if (inFlight) return inFlight;
  const refreshToken = authStore.getState().tokens?.refreshToken;
  if (!refreshToken) return Promise.resolve();
  const stillCurrent = () => authStore.getState().tokens?.refreshToken === refreshToken;
  inFlight = requestRefresh(refreshToken)
    .then(
      (session) => {
        if (stillCurrent()) authStore.replaceSession(session);
      },
      (error: unknown) => {
        if (stillCurrent() && !isTransient(error)) authStore.signOut();
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The token for the next call, refreshed first when under 300 s remain and the device is online. */
export async function getFreshAccessToken(): Promise<string | null> {
  const tokens = authStore.getState().tokens;
  if (!tokens) return null;
  if (isRefreshAdvised(tokens) && navigator.onLine) await refreshSession();
  return authStore.getState().tokens?.accessToken ?? null;
}

/** At start-up, a stored session close to expiry is refreshed before any screen shows (loading screen). */
export function resumeSession(): void {
  const tokens = authStore.getState().tokens;
  if (!tokens || !isRefreshAdvised(tokens) || !navigator.onLine) return;
  authStore.setLoading(true);
  void refreshSession().finally(() => authStore.setLoading(false));
}
