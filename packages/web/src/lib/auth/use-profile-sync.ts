import type { User } from "@mnx/domain";
import { useEffect } from "react";
import { api } from "../api-client";
import { authStore } from "./auth-store";
import { loadSessionAnswers } from "./load-session-answers";
import { useAuth } from "./use-auth";

/** At most one profile check a minute, however often the app is focused. */
const PROFILE_SYNC_INTERVAL_MS = 60_000;
let lastSync = 0;

const changed = (stored: User, latest: User) =>
  (Object.keys(latest) as (keyof User)[]).some((key) => stored[key] !== latest[key]);

async function syncProfile(): Promise<void> {
  const { user, tokens } = authStore.getState();
  if (!user || !tokens || !navigator.onLine || Date.now() - lastSync < PROFILE_SYNC_INTERVAL_MS) return;
  lastSync = Date.now();
  try {
    const { profileAnswer } = await loadSessionAnswers();
    const { data } = await api.get("/auth/profile", { schema: profileAnswer });
    // A 401 (deactivated) has already signed the person out through the API client.
    const stored = authStore.getState().user;
    if (stored?.id === data.user.id && changed(stored, data.user)) authStore.updateUser(data.user);
  } catch {
    // No answer: the stored profile stays until the next check.
  }
}

/**
 * Team Management changes a person's role while they are signed in (DECISIONS.md "Team management"): their app
 * picks it up when it starts and whenever it comes back to the foreground, not only at the next token refresh.
 * On start, once `started` says the first page is on screen (it is drawn from the stored profile meanwhile).
 */
export function useProfileSync(started: boolean): void {
  const userId = useAuth().user?.id;
  useEffect(() => {
    if (!userId || !started) return;
    void syncProfile();
    const onVisible = () => {
      if (document.visibilityState === "visible") void syncProfile();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, [userId, started]);
}
