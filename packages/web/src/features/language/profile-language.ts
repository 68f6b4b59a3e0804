import type { Locale } from "@mnx/domain";
import { useEffect } from "react";
import { chooseLocale } from "../../components/language/language-choice";
import { api } from "../../lib/api-client";
import { isApiError } from "../../lib/api-error";
import { authStore } from "../../lib/auth/auth-store";
import { loadSessionAnswers } from "../../lib/auth/load-session-answers";
import { useAuth } from "../../lib/auth/use-auth";
import { chosenLocale } from "../../lib/i18n/locale-choice";
import { useOnlineStatus } from "../../lib/use-online-status";

/** Set while a choice made on this device has not reached the profile yet (offline, or no answer). */
const UNSENT_KEY = "mnx-language-unsent";

function markUnsent(unsent: boolean): void {
  try {
    if (unsent) localStorage.setItem(UNSENT_KEY, "1");
    else localStorage.removeItem(UNSENT_KEY);
  } catch {
    // Storage refused: the choice is sent again only if this visit sees it fail.
  }
}

function isUnsent(): boolean {
  try {
    return localStorage.getItem(UNSENT_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * Saves the person's language on their profile (PATCH /auth/profile), so their other devices follow it. No
 * answer: it is sent again once the device is back online; a refusal is final (the device keeps its choice).
 */
export async function saveLanguage(language: Locale | null): Promise<void> {
  markUnsent(true);
  try {
    const { profileAnswer } = await loadSessionAnswers();
    const { data } = await api.patch("/auth/profile", { language }, { schema: profileAnswer });
    markUnsent(false);
    authStore.updateUser({ language: data.user.language ?? null });
  } catch (error) {
    if (isApiError(error) && error.status >= 400) markUnsent(false);
  }
}

/**
 * The signed-in person's language follows their profile: when it arrives (sign-in, the profile check) with a
 * language other than this device's choice, the app switches to it. A choice made here that has not reached
 * the profile yet wins, and is sent again instead.
 */
export function useLanguageFromProfile(): void {
  const { user } = useAuth();
  const userId = user?.id;
  const language = user?.language ?? null;
  const online = useOnlineStatus();
  useEffect(() => {
    if (!userId) return;
    if (isUnsent()) {
      if (online) void saveLanguage(chosenLocale());
      return;
    }
    if (language && language !== chosenLocale()) void chooseLocale(language, { signedIn: true });
  }, [userId, language, online]);
}

/** The signed-in picker's choice: shown at once, kept on this device and saved on the profile. */
export function chooseProfileLanguage(choice: Locale | null): void {
  void chooseLocale(choice, { signedIn: true });
  void saveLanguage(choice);
}
