import type { MeterKind } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { hasConnectionReading, insertMeter, lockMeter } from "./meter-repository.js";
import { type RecordedReading, recordReading } from "./record-reading.js";

/** A meter value a telematics feed gave for one machine, with the time the feed says it was read. */
export interface TelematicsReading {
  organizationId: string;
  equipmentId: string;
  connectionId: string;
  /** The connection's name, kept as the reading's sender. */
  sender: string;
  kind: MeterKind;
  value: number;
  takenAt: Date;
}

export type TelematicsVerdict =
  | RecordedReading
  | { status: "IGNORED"; readingId: null; code: null; message: null };

const IGNORED = { status: "IGNORED", readingId: null, code: null, message: null } as const;

/**
 * A feed's reading (docs/decisions/044), judged by the rules every reading goes through (041) in the caller's
 * transaction. A snapshot element no newer than the value the meter holds is ignored (the feed repeats its
 * last value at every poll), and so is one this connection already sent for that time (a held or refused one
 * is not recorded again at every poll). A reading that goes backwards is kept as REFUSED, once, so the
 * machine's history shows it; an implausible jump is held for review. The meter is made when the machine
 * has none of that kind (idle hours).
 */
export async function recordTelematicsReading(
  tx: Database,
  reading: TelematicsReading,
): Promise<TelematicsVerdict> {
  let meter = await lockMeter(tx, reading.organizationId, reading.equipmentId, reading.kind);
  if (!meter) {
    await insertMeter(tx, reading.organizationId, reading.equipmentId, reading.kind);
    meter = await lockMeter(tx, reading.organizationId, reading.equipmentId, reading.kind);
  }
  if (!meter) return { status: "NO_METER", readingId: null, code: null, message: null };
  if (meter.current_at && reading.takenAt.getTime() <= new Date(meter.current_at).getTime()) return IGNORED;
  if (await hasConnectionReading(tx, meter.id, reading.connectionId, reading.takenAt)) return IGNORED;
  return recordReading(
    tx,
    {
      organizationId: reading.organizationId,
      equipmentId: reading.equipmentId,
      kind: reading.kind,
      value: reading.value,
      takenAt: reading.takenAt,
      source: "TELEMATICS",
      recordedById: null,
      sender: reading.sender,
      connectionId: reading.connectionId,
    },
    { keepRefused: true, createMeter: false },
  );
}
