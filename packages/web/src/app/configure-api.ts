import { setAuthHandlers } from "../lib/api-client";
import { authStore } from "../lib/auth/auth-store";
import { getFreshAccessToken } from "../lib/auth/token-refresh";

/** Connects the one HTTP client to the session: bearer token (refreshed when due), and 401 = signed out. */
export function configureApiClient(): void {
  setAuthHandlers({
    getAccessToken: getFreshAccessToken,
    onUnauthorized: () => authStore.signOut(),
  });
}
