import type { Locale } from "@mnx/domain";
import { useSyncExternalStore } from "react";
import { activateLocale } from "../../lib/i18n/i18n";
import { chosenLocale, deviceLocale, storeChosenLocale } from "../../lib/i18n/locale-choice";

/**
 * The language choice on this device as screens read it: the person's choice (null: follow the device) and the
 * device's own language. The prerendered /login and its hydration read the server's snapshot (no choice,
 * English), then the device's.
 */
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener("languagechange", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("languagechange", onChange);
  };
}

export function useChosenLocale(): Locale | null {
  return useSyncExternalStore(subscribe, chosenLocale, () => null);
}

export function useDeviceLocale(): Locale {
  return useSyncExternalStore(subscribe, deviceLocale, () => "en");
}

/**
 * Keeps `choice` on this device and shows the app in it at once, without a reload (the signed-in screens'
 * texts are waited for, so the page does not flash a loading screen).
 */
export async function chooseLocale(choice: Locale | null, { signedIn = false } = {}): Promise<void> {
  storeChosenLocale(choice);
  for (const listener of listeners) listener();
  await activateLocale(choice ?? deviceLocale(), { withScreens: signedIn });
}
