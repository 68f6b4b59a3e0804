import { isLocale, type Locale, negotiateLocale } from "@mnx/domain";

/**
 * The person's chosen language, kept on this device too, so the first paint (before the profile arrives, or
 * offline) is already in it. Absent: the device's language.
 */
const CHOSEN_LANGUAGE_KEY = "mnx-language";

export function deviceLocale(): Locale {
  const languages = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  return negotiateLocale(languages);
}

export function chosenLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(CHOSEN_LANGUAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeChosenLocale(locale: Locale | null): void {
  try {
    if (locale) localStorage.setItem(CHOSEN_LANGUAGE_KEY, locale);
    else localStorage.removeItem(CHOSEN_LANGUAGE_KEY);
  } catch {
    // Storage refused (private mode): the choice holds for this visit only.
  }
}

/** The language to show: the person's choice, else the device's. */
export function preferredLocale(): Locale {
  return chosenLocale() ?? deviceLocale();
}
