import { authStore } from "../features/auth/auth-store";
import { getFreshAccessToken } from "../features/auth/token-refresh";
import { setAuthHandlers } from "../lib/api-client";

/** Connects the one HTTP client to the session: bearer token (refreshed when due), and 401 = signed out. */
export function configureApiClient(): void {
  setAuthHandlers({
    getAccessToken: getFreshAccessToken,
    onUnauthorized: () => authStore.signOut(),
  });
}
