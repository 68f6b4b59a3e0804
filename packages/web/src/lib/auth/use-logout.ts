import { useCallback } from "react";
import { useNavigate } from "react-router";
import { authStore } from "./auth-store";
import { requestLogout } from "./session-api";

/**
 * Logout: ends the session on the server (a failure, e.g. offline, is ignored), clears the auth state
 * (which clears the query cache and its IndexedDB copy, src/app/session-cache.ts) and goes to /login.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await requestLogout();
    } catch {
      // The device forgets the session either way.
    }
    authStore.signOut();
    await navigate("/login", { replace: true });
  }, [navigate]);
}
