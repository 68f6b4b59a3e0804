// Meters and their readings (docs/decisions/041-meters-and-readings.md): which readings a meter takes, which it
// holds for review and which it refuses. Pure: the server feeds the neighbours, the web app shows the verdicts.

/** FUEL_USED: the litres the engine has burnt since new (AEMP 2.0 FuelUsed), taken from telematics (decision 047). */
export const METER_KINDS = ["ENGINE_HOURS", "ODOMETER", "PTO_HOURS", "IDLE_HOURS", "FUEL_USED"] as const;
export type MeterKind = (typeof METER_KINDS)[number];

/** Where a reading came from: a person's own entry, one of the flows that ask for the meter, or a machine. */
export const READING_SOURCES = [
  "PERSON",
  "INSPECTION",
  "WORK_ORDER",
  "ASSIGNMENT",
  "IMPORT",
  "API",
  "TELEMATICS",
] as const;
export type ReadingSource = (typeof READING_SOURCES)[number];

/**
 * ACCEPTED: counts (the latest by time taken is the meter's value). HELD: an implausible jump waiting for a
 * manager. REJECTED: a held reading a manager turned down. REFUSED: a reading a flow recorded (Complete Work,
 * an inspection) that breaks a rule; the flow's own record keeps it, the meter does not count it.
 */
export const READING_STATUSES = ["ACCEPTED", "HELD", "REJECTED", "REFUSED"] as const;
export type ReadingStatus = (typeof READING_STATUSES)[number];

export const METER_UNITS: Readonly<Record<MeterKind, string>> = {
  ENGINE_HOURS: "h",
  ODOMETER: "mi",
  PTO_HOURS: "h",
  IDLE_HOURS: "h",
  FUEL_USED: "L",
};

/**
 * How fast a meter can move: per hour of time elapsed, plus a day's slack for readings typed after they were
 * read and for rounding. More than that between two readings is an implausible jump, held for review.
 */
export const METER_MAX_RATE_PER_HOUR: Readonly<Record<MeterKind, number>> = {
  ENGINE_HOURS: 1,
  ODOMETER: 100,
  PTO_HOURS: 1,
  IDLE_HOURS: 1,
  // The largest mining excavators burn some 400 L an hour at full load.
  FUEL_USED: 500,
};
export const METER_JUMP_TOLERANCE: Readonly<Record<MeterKind, number>> = {
  ENGINE_HOURS: 24,
  ODOMETER: 1_000,
  PTO_HOURS: 24,
  IDLE_HOURS: 24,
  FUEL_USED: 5_000,
};
/** A reading may be stamped this far ahead of the server's clock (a phone's clock running fast). */
export const METER_READING_CLOCK_SKEW_MS = 5 * 60_000;

export const METER_RULE_CODES = [
  "METER_READING_BACKWARDS",
  "METER_READING_CONTRADICTS",
  "METER_READING_IN_FUTURE",
  "METER_REPLACEMENT_NOT_LATEST",
] as const;
export type MeterRuleCode = (typeof METER_RULE_CODES)[number];
export const METER_JUMP_CODE = "METER_READING_JUMP";

export interface NeighbourReading {
  value: number;
  /** null: a value with no time known (the machine's meter as entered, before readings were kept). */
  takenAt: Date | null;
}

export interface ReadingToJudge {
  kind: MeterKind;
  value: number;
  takenAt: Date;
  /** A meter replaced or reset: the new meter starts at its own value. */
  replacement: boolean;
  /** The counted reading just before (at or before takenAt), or the meter's current value when this is later. */
  previous: NeighbourReading | null;
  /** The first counted reading after takenAt; null when this reading is the latest. */
  next: NeighbourReading | null;
  /** A held reading being accepted: its jump was seen by a manager. */
  jumpReviewed?: boolean;
}

export type ReadingVerdict =
  | { verdict: "ACCEPT"; movesCurrent: boolean }
  | { verdict: "HOLD"; code: typeof METER_JUMP_CODE; message: string }
  | { verdict: "REFUSE"; code: MeterRuleCode; message: string };

export const formatMeterValue = (kind: MeterKind, value: number) =>
  `${value.toLocaleString("en-US", { maximumFractionDigits: 1 })} ${METER_UNITS[kind]}`;

const stamp = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

function describe(kind: MeterKind, reading: NeighbourReading) {
  const value = formatMeterValue(kind, reading.value);
  return reading.takenAt ? `${value} on ${stamp(reading.takenAt)}` : value;
}

/** The most the meter can have moved between two times (with the day's slack). */
export function allowedMeterMove(kind: MeterKind, from: Date, to: Date): number {
  const hours = Math.max(0, to.getTime() - from.getTime()) / 3_600_000;
  return hours * METER_MAX_RATE_PER_HOUR[kind] + METER_JUMP_TOLERANCE[kind];
}

/**
 * The rules of a new reading, in order: not in the future; a replacement only as the latest reading; not lower
 * than the reading before it; not higher than a later one; no more movement than the time elapsed allows (held,
 * not refused). An accepted reading moves the meter's value only when it is the latest.
 */
export function judgeReading(reading: ReadingToJudge, now: Date = new Date()): ReadingVerdict {
  const { kind, value, previous, next } = reading;
  const shown = formatMeterValue(kind, value);
  if (reading.takenAt.getTime() > now.getTime() + METER_READING_CLOCK_SKEW_MS) {
    return {
      verdict: "REFUSE",
      code: "METER_READING_IN_FUTURE",
      message: "A reading cannot be taken in the future.",
    };
  }
  if (reading.replacement) {
    if (next) {
      return {
        verdict: "REFUSE",
        code: "METER_REPLACEMENT_NOT_LATEST",
        message: `A meter replacement must be later than the last reading, ${describe(kind, next)}.`,
      };
    }
    return { verdict: "ACCEPT", movesCurrent: true };
  }
  if (previous && value < previous.value) {
    return {
      verdict: "REFUSE",
      code: "METER_READING_BACKWARDS",
      message:
        `${shown} is lower than the last reading, ${describe(kind, previous)}. ` +
        "If the meter was replaced or reset, record it as a replacement.",
    };
  }
  if (next && value > next.value) {
    return {
      verdict: "REFUSE",
      code: "METER_READING_CONTRADICTS",
      message: `${shown} is higher than a later reading, ${describe(kind, next)}.`,
    };
  }
  if (!reading.jumpReviewed && previous?.takenAt) {
    const allowed = allowedMeterMove(kind, previous.takenAt, reading.takenAt);
    if (value - previous.value > allowed) {
      return {
        verdict: "HOLD",
        code: METER_JUMP_CODE,
        message:
          `${shown} is more than the time since the last reading (${describe(kind, previous)}) allows; ` +
          "held for a manager to accept or reject.",
      };
    }
  }
  return { verdict: "ACCEPT", movesCurrent: next === null };
}

export const METER_KIND_LABELS: Readonly<Record<MeterKind, string>> = {
  ENGINE_HOURS: "Engine hours",
  ODOMETER: "Odometer",
  PTO_HOURS: "PTO hours",
  IDLE_HOURS: "Idle hours",
  FUEL_USED: "Fuel used",
};

export const READING_SOURCE_LABELS: Readonly<Record<ReadingSource, string>> = {
  PERSON: "Entered by hand",
  INSPECTION: "Daily inspection",
  WORK_ORDER: "Work order",
  ASSIGNMENT: "Assignment",
  IMPORT: "Import",
  API: "API",
  TELEMATICS: "Telematics",
};

export const READING_STATUS_LABELS: Readonly<Record<ReadingStatus, string>> = {
  ACCEPTED: "Accepted",
  HELD: "Held for review",
  REJECTED: "Rejected",
  REFUSED: "Refused",
};
