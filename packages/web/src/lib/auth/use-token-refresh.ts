import { isRefreshAdvised, REFRESH_ADVISED_BELOW_SECONDS, secondsUntilExpiry } from "@mnx/domain";
import { useEffect } from "react";
import { authStore } from "./auth-store";
import { refreshSession } from "./token-refresh";
import { useAuth } from "./use-auth";

function refreshIfAdvised(): void {
  const tokens = authStore.getState().tokens;
  if (tokens && isRefreshAdvised(tokens) && navigator.onLine) void refreshSession();
}

/**
 * Keeps the session alive: a timer fires when under 300 s remain, and coming back to the app (focus,
 * visibility, reconnect) refreshes when one is advised, since timers sleep in background tabs.
 */
export function useTokenRefresh(): void {
  const { tokens } = useAuth();

  useEffect(() => {
    if (!tokens) return;
    const delayMs = Math.max(0, (secondsUntilExpiry(tokens) - REFRESH_ADVISED_BELOW_SECONDS) * 1000);
    const timer = window.setTimeout(refreshIfAdvised, delayMs + 1000);
    return () => window.clearTimeout(timer);
  }, [tokens]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") refreshIfAdvised();
    };
    window.addEventListener("focus", refreshIfAdvised);
    window.addEventListener("online", refreshIfAdvised);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("focus", refreshIfAdvised);
      window.removeEventListener("online", refreshIfAdvised);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
}
