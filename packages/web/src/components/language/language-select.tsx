import { useLingui } from "@lingui/react/macro";
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from "@mnx/domain";
import { useChosenLocale, useDeviceLocale } from "./language-choice";

/** What the closed picker shows of the language on screen, where room is short (the top bar). */
const SHORT_NAMES: Readonly<Record<Locale, string>> = { en: "EN", es: "ES", "fr-CA": "FR" };

const TONES = {
  chrome: "text-chrome-ink hover:bg-chrome-raised",
  page: "border border-line bg-surface text-ink hover:bg-canvas",
} as const;

interface LanguageSelectProps {
  /** chrome: in the top bar, the short name; page: on a page (/login), the language's own name. */
  tone: keyof typeof TONES;
  onChoose: (choice: Locale | null) => void;
}

/**
 * The language picker: the phone's own list (a native select laid over a globe and the language on screen),
 * with 'Device language' first and each language by its own name.
 */
export function LanguageSelect({ tone, onChoose }: LanguageSelectProps) {
  const { t, i18n } = useLingui();
  const choice = useChosenLocale();
  const deviceName = LOCALE_NAMES[useDeviceLocale()];
  const shown = isLocale(i18n.locale) ? i18n.locale : "en";
  const label = t`Language`;
  return (
    <label
      className={`relative inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold ${TONES[tone]}`}
    >
      <svg
        className="size-5 shrink-0"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </svg>
      <span aria-hidden="true">{tone === "chrome" ? SHORT_NAMES[shown] : LOCALE_NAMES[shown]}</span>
      <svg className="size-4 shrink-0 opacity-70" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <select
        aria-label={label}
        title={label}
        value={choice ?? ""}
        onChange={(event) => onChoose(isLocale(event.target.value) ? event.target.value : null)}
        className="absolute inset-0 size-full cursor-pointer opacity-0"
      >
        <option value="">{t`Device language (${deviceName})`}</option>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
