import { ACTIVE_TODAY_HOURS, RELATIVE_DUE_MAX_DAYS } from "./constants.js";

/**
 * The one date formatter of the product (STYLE.md "Only one way"): short month, en-US unless a locale is given
 * (the web app's src/lib/format.ts passes the language shown).
 */

export type DateInput = Date | string | number;
type MaybeDate = DateInput | null | undefined;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A valid Date, or null for missing or unparseable input. */
export function toDate(value: MaybeDate): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface FormatOptions {
  /** IANA time zone; the runtime's own by default (the browser's, in the web app). */
  timeZone?: string;
  /** The Intl locale; en-US by default. */
  locale?: string;
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};
const DATE: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric" };
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The same text as `date.toLocaleString("en-US", options)`, from a formatter made once per pattern and zone:
 * toLocaleString builds a new one at every call, which a list of a hundred cards felt on a phone (issue 25).
 */
function formatted(
  date: Date,
  kind: "dateTime" | "date",
  { timeZone, locale = "en-US" }: FormatOptions,
): string {
  const key = `${kind} ${timeZone ?? ""} ${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...(kind === "date" ? DATE : DATE_TIME), timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** 'Jan 5, 2025, 3:04 PM'. Missing or invalid input gives ''. */
export function formatDateTime(value: MaybeDate, options: FormatOptions = {}): string {
  const date = toDate(value);
  return date ? formatted(date, "dateTime", options) : "";
}

/** 'Jan 5, 2025'. Missing or invalid input gives ''. */
export function formatDate(value: MaybeDate, options: FormatOptions = {}): string {
  const date = toDate(value);
  return date ? formatted(date, "date", options) : "";
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days from `now` to `date` in local time (negative when in the past). */
export function calendarDaysBetween(now: Date, date: Date): number {
  return Math.round((startOfDay(date) - startOfDay(now)) / DAY_MS);
}

/** Today, Tomorrow, Yesterday, 'In N days' (2 to 7 days ahead), otherwise the date. */
export function relativeDueLabel(value: MaybeDate, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return "";
  const days = calendarDaysBetween(now, date);
  if (days === 0) return "Today";
  if (days === 1) return "Tomorrow";
  if (days === -1) return "Yesterday";
  if (days > 1 && days <= RELATIVE_DUE_MAX_DAYS) return `In ${days} days`;
  return formatDate(date);
}

/** 'Never', 'Just now' (< 1 h), 'Nh ago' (< 24 h), 'Yesterday' (< 48 h), otherwise the date (part 2, 2.10). */
export function lastLoginLabel(value: MaybeDate, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return "Never";
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < HOUR_MS) return "Just now";
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < 2 * DAY_MS) return "Yesterday";
  return formatDate(date);
}

/** 'Active today' means a last login within the last 24 hours (part 2, 9). */
export function isActiveToday(lastLogin: MaybeDate, now: Date = new Date()): boolean {
  const date = toDate(lastLogin);
  if (!date) return false;
  const elapsed = now.getTime() - date.getTime();
  return elapsed >= 0 && elapsed < ACTIVE_TODAY_HOURS * HOUR_MS;
}

/** Due when the date is within `days` calendar days from today, or already past. */
export function isDueWithin(value: MaybeDate, days: number, now: Date = new Date()): boolean {
  const date = toDate(value);
  return date !== null && calendarDaysBetween(now, date) <= days;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** 'YYYY-MM-DD' in local time: an `<input type="date">` value, and the date part the edit form sends. */
export function toDateInputValue(value: MaybeDate): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = toDate(value);
  if (!date) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DDTHH:mm' in local time: an `<input type="datetime-local">` value. */
export function toDateTimeInputValue(value: MaybeDate): string {
  const date = toDate(value);
  if (!date) return "";
  return `${toDateInputValue(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A calendar day "YYYY-MM-DD" (the reports' UTC days) as 'Mar 4', or 'Mar 4, 2026' with the year. */
export function formatDay(day: string, options: { year?: boolean; locale?: string } = {}): string {
  const date = toDate(`${day}T00:00:00Z`);
  if (!date) return "";
  return date.toLocaleDateString(options.locale ?? "en-US", {
    month: "short",
    day: "numeric",
    year: options.year ? "numeric" : undefined,
    timeZone: "UTC",
  });
}
