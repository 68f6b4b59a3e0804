import {
  judgeReading,
  type MeterKind,
  type NeighbourReading,
  type ReadingSource,
  type ReadingVerdict,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import {
  type CountedReading,
  findNeighbours,
  insertMeter,
  insertReading,
  lockMeter,
  type MeterRow,
  setMeterValue,
} from "./meter-repository.js";

/** A reading to record on a machine's meter, and where it came from. */
export interface ReadingEntry {
  organizationId: string;
  equipmentId: string;
  kind: MeterKind;
  value: number;
  takenAt: Date;
  source: ReadingSource;
  recordedById: string | null;
  sender?: string | null;
  workOrderId?: string | null;
  assignmentId?: string | null;
  replacement?: boolean;
  /** The telematics connection that sent it. */
  connectionId?: string | null;
}

export type RecordedReading =
  | { status: "ACCEPTED" | "HELD"; readingId: string; code: string | null; message: string | null }
  | { status: "REFUSED"; readingId: string | null; code: string; message: string }
  | { status: "NO_METER"; readingId: null; code: null; message: null };

const asNeighbour = (row: CountedReading | undefined): NeighbourReading | null =>
  row ? { value: row.value, takenAt: row.taken_at } : null;

/**
 * The neighbours a reading is judged against: the meter's value (with its time, if known) when the reading is the
 * latest, else the counted readings around it. A later replacement is no neighbour to compare with (the values on
 * its two sides belong to different meters), but the reading is still not the latest.
 */
export async function neighboursOf(tx: Database, meter: MeterRow, at: Date, exceptId: string | null = null) {
  const { previous, next } = await findNeighbours(tx, meter.id, at, exceptId);
  if (!next) {
    return {
      previous: { value: meter.current_value, takenAt: meter.current_at },
      next: null,
      later: null,
      latest: true,
      offset: meter.value_offset,
    };
  }
  return {
    previous: asNeighbour(previous),
    next: next.replacement ? null : asNeighbour(next),
    later: asNeighbour(next),
    latest: false,
    offset: previous ? previous.lifetime_value - previous.value : 0,
  };
}

/** What an accepted reading does to its meter: its value, time and (at a replacement) the offset. */
export async function applyToMeter(
  tx: Database,
  meter: MeterRow,
  reading: { value: number; takenAt: Date; replacement: boolean },
): Promise<number> {
  const offset = reading.replacement
    ? meter.current_value + meter.value_offset - reading.value
    : meter.value_offset;
  await setMeterValue(tx, meter.id, reading.value, reading.takenAt, offset);
  return reading.value + offset;
}

const statusOf = (verdict: ReadingVerdict) =>
  verdict.verdict === "ACCEPT" ? "ACCEPTED" : verdict.verdict === "HOLD" ? "HELD" : "REFUSED";

/**
 * Records one reading inside the caller's transaction (docs/decisions/041): the meter is locked, the reading
 * judged against its neighbours and appended; an accepted one that is the latest moves the meter (and, by the
 * trigger of migration 028, the machine's hour meter or mileage). A refused reading is kept (as REFUSED) only
 * when `keepRefused`: a flow such as Complete Work goes on and its own record keeps what was typed. With
 * `createMeter`, a machine without the meter gets it (an odometer typed in Start Work).
 */
export async function recordReading(
  tx: Database,
  entry: ReadingEntry,
  options: { keepRefused: boolean; createMeter: boolean; jumpReviewed?: boolean; now?: Date },
): Promise<RecordedReading> {
  let meter = await lockMeter(tx, entry.organizationId, entry.equipmentId, entry.kind);
  if (!meter && options.createMeter) {
    await insertMeter(tx, entry.organizationId, entry.equipmentId, entry.kind);
    meter = await lockMeter(tx, entry.organizationId, entry.equipmentId, entry.kind);
  }
  if (!meter) return { status: "NO_METER", readingId: null, code: null, message: null };
  const replacement = entry.replacement === true;
  const around = await neighboursOf(tx, meter, entry.takenAt);
  const verdict = judgeReading(
    {
      kind: entry.kind,
      value: entry.value,
      takenAt: entry.takenAt,
      replacement,
      previous: around.previous,
      next: replacement ? around.later : around.next,
      jumpReviewed: options.jumpReviewed === true,
    },
    options.now,
  );
  const status = statusOf(verdict);
  const code = verdict.verdict === "ACCEPT" ? null : verdict.code;
  const message = verdict.verdict === "ACCEPT" ? null : verdict.message;
  if (verdict.verdict === "REFUSE" && !options.keepRefused) {
    return { status: "REFUSED", readingId: null, code: verdict.code, message: verdict.message };
  }
  let lifetime = entry.value + around.offset;
  if (verdict.verdict === "ACCEPT" && around.latest) {
    lifetime = await applyToMeter(tx, meter, { value: entry.value, takenAt: entry.takenAt, replacement });
  }
  const readingId = await insertReading(tx, {
    organizationId: entry.organizationId,
    equipmentId: entry.equipmentId,
    meterId: meter.id,
    value: entry.value,
    lifetimeValue: lifetime,
    takenAt: entry.takenAt,
    source: entry.source,
    sender: entry.sender ?? null,
    recordedById: entry.recordedById,
    workOrderId: entry.workOrderId ?? null,
    assignmentId: entry.assignmentId ?? null,
    status,
    reasonCode: code,
    reason: message,
    replacement,
    replacedValue: replacement ? meter.current_value : null,
    connectionId: entry.connectionId ?? null,
  });
  if (status === "REFUSED") return { status, readingId, code: code ?? "", message: message ?? "" };
  return { status, readingId, code, message };
}
