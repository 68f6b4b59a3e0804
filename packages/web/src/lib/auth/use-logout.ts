import { useCallback } from "react";
import { useNavigate } from "react-router";
import { authStore } from "./auth-store";
import { requestLogout } from "./session-api";

/**
 * Logout: ends this device's push notifications, ends the session on the server (a failure, e.g. offline, is ignored), clears the auth state
 * (which clears the query cache and its IndexedDB copy, src/app/session-cache.ts) and goes to /login.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    // This device's pushes end with the session (loaded only at sign-out).
    await import("../push-device").then(({ endPushOnThisDevice }) => endPushOnThisDevice());
    try {
      await requestLogout();
    } catch {
      // The device forgets the session either way.
    }
    authStore.signOut();
    await navigate("/login", { replace: true });
  }, [navigate]);
}
