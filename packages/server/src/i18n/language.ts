import { acceptedLanguages, type Locale, negotiateLocale, translateText } from "@mnx/domain";
import { TEXTS_ES } from "@mnx/domain/i18n/es";
import { TEXTS_FR_CA } from "@mnx/domain/i18n/fr-CA";
import type { FastifyRequest } from "fastify";
import { SERVER_TEXTS_ES, SERVER_TEXTS_FR_CA } from "./server-texts.js";

/** Each language's texts keyed by the English: the domain's, then the server's own. English has none. */
const TEXTS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: {},
  es: { ...TEXTS_ES, ...SERVER_TEXTS_ES },
  "fr-CA": { ...TEXTS_FR_CA, ...SERVER_TEXTS_FR_CA },
};

/** The catalogue of `locale` (for formatText with a template). */
export const textsOf = (locale: Locale) => TEXTS[locale];

/** `text` in `locale`: its translation, a built sentence's translated template, else the English as it is. */
export function translate(locale: Locale, text: string): string {
  return locale === "en" ? text : translateText(TEXTS[locale], text);
}

/** Whether `text` is one the catalogues know (an English text of the domain or of the server). */
export function isKnownText(text: string): boolean {
  return translateText(TEXTS.es, text) !== text;
}

/**
 * The language the server answers a request in (docs/decisions/049): the signed-in person's choice, else the
 * request's Accept-Language, else English. The session is there once authenticate has run (all but the
 * sign-in routes and the refusals before it).
 */
export function requestLocale(request: FastifyRequest): Locale {
  const chosen = (request as { session?: { language?: Locale | null } }).session?.language;
  return chosen ?? negotiateLocale(acceptedLanguages(request.headers["accept-language"]));
}

/**
 * The language of a document the caller downloads (a PDF report): their choice, else the request's
 * Accept-Language when it names a language the product speaks, else their organization's default.
 */
export function documentLocale(request: FastifyRequest): Locale {
  const session = (request as { session?: { language?: Locale | null; default_language?: Locale } }).session;
  if (session?.language) return session.language;
  const tags = acceptedLanguages(request.headers["accept-language"]);
  const spoken = tags.some((tag) => negotiateLocale([tag]) !== "en" || /^en\b/i.test(tag));
  return spoken ? negotiateLocale(tags) : (session?.default_language ?? "en");
}
