import type { Locale } from "@mnx/domain";
import { z } from "zod";
import { isKnownText, translate } from "./language.js";

type LocaleError = (issue: z.core.$ZodRawIssue) => string | { message: string } | undefined | null;
const ZOD_LOCALES: Readonly<Record<Locale, LocaleError>> = {
  en: z.locales.en().localeError as LocaleError,
  es: z.locales.es().localeError as LocaleError,
  "fr-CA": z.locales.frCA().localeError as LocaleError,
};

/** A value of the type an English invalid_type message says was received, for zod's locale to name it again. */
const RECEIVED: Readonly<Record<string, unknown>> = {
  string: "",
  number: 0,
  boolean: false,
  undefined: undefined,
  null: null,
  array: [],
  object: {},
  NaN: Number.NaN,
  nan: Number.NaN,
};

/**
 * A validation issue's message in `locale`. The domain's messages (every field message of the forms) come
 * from the catalogues; a message zod wrote itself (a field without one of ours, such as an unknown enum value
 * sent to the API) is written again by zod's own translation of that language. Any other stays as written.
 */
export function issueMessage(locale: Locale, issue: { code?: string; message: string } & object): string {
  if (locale === "en" || isKnownText(issue.message)) return translate(locale, issue.message);
  const received = /received (\w+)$/.exec(issue.message)?.[1];
  const raw = { ...issue, ...(received && received in RECEIVED ? { input: RECEIVED[received] } : {}) };
  if (zodMessage("en", raw) !== issue.message) return issue.message;
  return zodMessage(locale, raw) || issue.message;
}

function zodMessage(locale: Locale, issue: object): string | undefined {
  const written = ZOD_LOCALES[locale](issue as z.core.$ZodRawIssue);
  return typeof written === "string" ? written : (written?.message ?? undefined);
}
