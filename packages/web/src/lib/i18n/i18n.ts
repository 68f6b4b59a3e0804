import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "@mnx/domain";

export { i18n };

/** What one language's download holds: the app's compiled messages and the domain's texts (labels, messages). */
export interface CatalogPart {
  messages: Messages;
  domainTexts: Readonly<Record<string, string>>;
}
type PartLoader = () => Promise<CatalogPart>;

/**
 * English, the source, is in the code itself (build/lingui-macros.ts). Each other language comes in two
 * downloads (docs/decisions/048-languages.md): the shell (the frame, sign-in, the shared pieces), needed
 * before the first paint, and the screens, needed once signed in. Only the language shown is downloaded; the
 * service worker precaches them all for offline.
 */
type Translated = Exclude<Locale, "en">;
const SHELL: Readonly<Record<Translated, PartLoader>> = {
  es: () => import("./catalogs/shell-es"),
  "fr-CA": () => import("./catalogs/shell-fr-ca"),
};
const SCREENS: Readonly<Record<Translated, PartLoader>> = {
  es: () => import("./catalogs/screens-es"),
  "fr-CA": () => import("./catalogs/screens-fr-ca"),
};
const ENGLISH: CatalogPart = { messages: {}, domainTexts: {} };

const loaded = new Map<string, Promise<void>>();
const ready = new Set<string>();
const domainTexts = new Map<Locale, Record<string, string>>();

function loadPart(locale: Locale, part: "shell" | "screens"): Promise<void> {
  const key = `${part}:${locale}`;
  let loading = loaded.get(key);
  if (!loading) {
    const download = locale === "en" ? async () => ENGLISH : (part === "shell" ? SHELL : SCREENS)[locale];
    loading = download().then((catalog) => {
      i18n.load(locale, catalog.messages);
      domainTexts.set(locale, { ...domainTexts.get(locale), ...catalog.domainTexts });
      ready.add(key);
    });
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/**
 * Resolves once the screens of `locale` can be drawn (the signed-in frame waits for it); undefined when they
 * already can, so nothing waits a turn for a promise already kept.
 */
export function screensCatalog(locale: Locale): Promise<void> | undefined {
  return ready.has(`screens:${locale}`) ? undefined : loadPart(locale, "screens");
}

/**
 * Shows the app in `locale`: its shell is loaded (and its screens begun, or awaited with `withScreens`), then
 * the language is switched, without a reload, and the page's `lang` follows.
 */
export async function activateLocale(locale: Locale, { withScreens = false } = {}): Promise<void> {
  const screens = loadPart(locale, "screens");
  screens.catch(() => {}); // awaited where it is needed; a failure here is retried there
  await loadPart(locale, "shell");
  if (withScreens) await screens;
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** A text written by the domain (a label, the spec's message), in the language shown; English if untranslated. */
export function domainText(text: string): string {
  return domainTexts.get(i18n.locale as Locale)?.[text] ?? text;
}

/** The language shown, for the browser's Intl formatters (dates, numbers, money). */
export function currentLocale(): Locale {
  return (i18n.locale || "en") as Locale;
}
