/** "HH:MM", 00:00 to 23:59. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface QuietHours {
  /** Local start and end ("22:00" to "06:00" spans midnight); both null: no quiet hours. */
  start: string | null;
  end: string | null;
  /** IANA time zone the times are read in (the person's device's when they saved them). */
  timeZone: string;
  /** Critical events (a critical breakdown) are delivered during quiet hours all the same. */
  criticalPasses: boolean;
}

const minutesOf = (clock: string): number => {
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  return hours * 60 + minutes;
};

/** The local time of day at `now` in `timeZone`, in minutes since midnight (UTC for an unknown zone). */
export function localMinutes(now: Date, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
  } catch {
    return now.getUTCHours() * 60 + now.getUTCMinutes();
  }
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value("hour") * 60 + value("minute");
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * When a notification may be delivered: null for now, or the moment the person's quiet hours end (to the
 * minute; a daylight-saving change inside the quiet hours moves it by that hour). A critical event passes
 * when the person allows it. Start equal to end means no quiet hours.
 */
export function quietHoursHold(settings: QuietHours, now: Date, critical: boolean): Date | null {
  const { start, end } = settings;
  if (!start || !end || start === end) return null;
  if (critical && settings.criticalPasses) return null;
  const from = minutesOf(start);
  const to = minutesOf(end);
  const local = localMinutes(now, settings.timeZone);
  const quiet = from < to ? local >= from && local < to : local >= from || local < to;
  if (!quiet) return null;
  const wait = (to - local + 1440) % 1440;
  const until = new Date(now.getTime() + wait * 60_000);
  until.setSeconds(0, 0);
  return until;
}
