import type { Locale } from "@mnx/domain";
import { currentLocale } from "./i18n";

/**
 * The Intl locale of the language shown (src/lib/format.ts uses it for every date and number): Spanish keeps the
 * US job sites' conventions (12-hour clock, 1,234.50) with Spanish words; English is en-US, as before.
 */
const INTL_LOCALES: Readonly<Record<Locale, string>> = { en: "en-US", es: "es-US", "fr-CA": "fr-CA" };

export const intlLocale = (): string => INTL_LOCALES[currentLocale()];
