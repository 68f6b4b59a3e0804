import type { Organization, User } from "@mnx/domain";
import { useEffect } from "react";
import { api } from "../api-client";
import { authStore } from "./auth-store";
import { loadSessionAnswers } from "./load-session-answers";
import { useAuth } from "./use-auth";

/** At most one profile check a minute, however often the app is focused. */
const PROFILE_SYNC_INTERVAL_MS = 60_000;
let lastSync = 0;

const changed = <T extends User | Organization>(stored: T, latest: T) =>
  (Object.keys(latest) as (keyof T)[]).some((key) => stored[key] !== latest[key]);

async function syncProfile(): Promise<void> {
  const { user, tokens } = authStore.getState();
  if (!user || !tokens || !navigator.onLine || Date.now() - lastSync < PROFILE_SYNC_INTERVAL_MS) return;
  lastSync = Date.now();
  try {
    const { profileAnswer } = await loadSessionAnswers();
    const { data } = await api.get("/auth/profile", { schema: profileAnswer });
    // A 401 (deactivated) has already signed the person out through the API client.
    const { user: stored, organization } = authStore.getState();
    if (stored?.id !== data.user.id) return;
    if (changed(stored, data.user)) authStore.updateUser(data.user);
    // An admin set the currency (or another setting) since this device signed in.
    if (organization && changed(organization, data.organization))
      authStore.updateOrganization(data.organization);
  } catch {
    // No answer: the stored profile stays until the next check.
  }
}

/**
 * Team Management changes a person's role while they are signed in (DECISIONS.md "Team management"), an admin
 * the organization's currency (docs/decisions/036): their app picks it up when it starts and whenever it comes
 * back to the foreground, not only at the next token refresh. On start, once `started` says the first page is
 * on screen (it is drawn from the stored profile meanwhile).
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
