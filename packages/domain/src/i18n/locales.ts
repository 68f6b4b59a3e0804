/**
 * The languages the product speaks (docs/decisions/048-languages.md). English is the source: every text is
 * written in English first and the spec's English stays exactly as it is; the others are translations.
 */
export const LOCALES = ["en", "es", "fr-CA"] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = "en";

/** Each language's name in itself, as a picker shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  es: "Español",
  "fr-CA": "Français (Canada)",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The product's language for a list of language tags in the person's order of preference (the browser's
 * `navigator.languages`, or an Accept-Language header's tags): the first that the product speaks, matched by its
 * primary language (es-MX is es; fr, fr-FR and fr-CA are fr-CA); English when none is.
 */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (language === "en") return "en";
    if (language === "es") return "es";
    if (language === "fr") return "fr-CA";
  }
  return SOURCE_LOCALE;
}

/** An Accept-Language header's tags, highest quality first ("es-MX,es;q=0.9,en;q=0.5"). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
