import { plural, t } from "@lingui/core/macro";
import {
  calendarDaysBetween,
  type DateInput,
  formatDate as formatDateIn,
  formatDateTime as formatDateTimeIn,
  formatDay as formatDayIn,
  METER_UNITS,
  type MeterKind,
  type PartUnit,
  RELATIVE_DUE_MAX_DAYS,
  toDate,
} from "@mnx/domain";
import { intlLocale } from "./i18n/intl-locale";

// The web app's one way to write dates, numbers and quantities (docs/decisions/048-languages.md): the domain's
// formatters in the language shown (i18n/intl-locale.ts; amounts: use-money.ts, which brings the currency codes'
// schema). Canadian French writes 1 234,50 and 15 h 04; English reads exactly as before.

type MaybeDate = DateInput | null | undefined;

/** 'Jan 5, 2025, 3:04 PM' / '5 ene 2025, 3:04 p.m.' / '5 janv. 2025, 15 h 04'; '' when missing or invalid. */
export const formatDateTime = (value: MaybeDate, options: { timeZone?: string } = {}): string =>
  formatDateTimeIn(value, { ...options, locale: intlLocale() });

/** 'Jan 5, 2025' / '5 ene 2025' / '5 janv. 2025'; '' when missing or invalid. */
export const formatDate = (value: MaybeDate, options: { timeZone?: string } = {}): string =>
  formatDateIn(value, { ...options, locale: intlLocale() });

/** A calendar day "YYYY-MM-DD" (the reports' UTC days) as 'Mar 4', or 'Mar 4, 2026' with the year. */
export const formatDay = (day: string, options: { year?: boolean } = {}): string =>
  formatDayIn(day, { ...options, locale: intlLocale() });

const numberFormats = new Map<string, Intl.NumberFormat>();

/** '12,345.6' / '12 345,6': a number as the language writes it (toLocaleString's default: up to 3 decimals). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const locale = intlLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A meter's value with its unit: '1,234.5 h', '850 mi'. */
export const formatMeterValue = (kind: MeterKind, value: number): string =>
  `${formatNumber(value, { maximumFractionDigits: 1 })} ${METER_UNITS[kind]}`;

/** A part's quantity with its unit: '2 each', '1 pair', '3 pairs', '1.5 L' (the ledger keeps 3 decimals). */
export function formatQuantity(quantity: number, unit: PartUnit): string {
  const amount = formatNumber(quantity, { maximumFractionDigits: 3 });
  const count = Math.abs(quantity);
  switch (unit) {
    case "EACH":
      return t`${amount} each`;
    case "PAIR":
      return t`${plural(count, { one: `${amount} pair`, other: `${amount} pairs` })}`;
    case "SET":
      return t`${plural(count, { one: `${amount} set`, other: `${amount} sets` })}`;
    case "LITRE":
      return `${amount} L`;
    case "METRE":
      return `${amount} m`;
    case "KILOGRAM":
      return `${amount} kg`;
  }
}

/** Today, Tomorrow, Yesterday, 'In N days' (2 to 7 days ahead), otherwise the date. */
export function relativeDueText(value: MaybeDate, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return "";
  const days = calendarDaysBetween(now, date);
  if (days === 0) return t`Today`;
  if (days === 1) return t`Tomorrow`;
  if (days === -1) return t`Yesterday`;
  if (days > 1 && days <= RELATIVE_DUE_MAX_DAYS) return t`In ${days} days`;
  return formatDate(date);
}

const HOUR_MS = 60 * 60 * 1000;

/** 'Never', 'Just now' (< 1 h), 'Nh ago' (< 24 h), 'Yesterday' (< 48 h), otherwise the date (part 2, 2.10). */
export function lastLoginText(value: MaybeDate, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return t`Never`;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < HOUR_MS) return t`Just now`;
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours < 24) return t`${hours}h ago`;
  if (hours < 48) return t`Yesterday`;
  return formatDate(date);
}
