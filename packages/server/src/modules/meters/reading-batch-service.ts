import {
  METER_MESSAGES,
  type MeterReadingBatch,
  type MeterReadingBatchResult,
  type MeterReadingInput,
  type ReadingVerdictItem,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { findMachinesByKeys, type MachineRef } from "./meter-read-repository.js";
import { recordReading } from "./record-reading.js";

/** Finds each item's machine among the organization's by id, number or serial number (case-insensitive). */
export async function machineFinder(
  db: Database,
  organizationId: string,
  items: readonly Pick<MeterReadingInput, "equipmentId" | "equipmentNumber" | "serialNumber">[],
) {
  const ids = items.flatMap((item) => (item.equipmentId ? [item.equipmentId] : []));
  const numbers = items.flatMap((item) => (item.equipmentNumber ? [item.equipmentNumber] : []));
  const serials = items.flatMap((item) => (item.serialNumber ? [item.serialNumber] : []));
  const machines = await findMachinesByKeys(db, organizationId, { ids, numbers, serials });
  const byId = new Map(machines.map((m) => [m.id, m]));
  const byNumber = new Map(machines.map((m) => [m.equipment_number.toLowerCase(), m]));
  const bySerial = new Map(
    machines.flatMap((m): [string, MachineRef][] =>
      m.serial_number ? [[m.serial_number.toLowerCase(), m]] : [],
    ),
  );
  return (item: Pick<MeterReadingInput, "equipmentId" | "equipmentNumber" | "serialNumber">) =>
    (item.equipmentId && byId.get(item.equipmentId)) ||
    (item.equipmentNumber && byNumber.get(item.equipmentNumber.toLowerCase())) ||
    (item.serialNumber && bySerial.get(item.serialNumber.toLowerCase())) ||
    undefined;
}

const refused = (index: number, code: string, message: string): ReadingVerdictItem => ({
  index,
  status: "REFUSED",
  readingId: null,
  code,
  message,
});

/**
 * POST /meter-readings: an integrator's readings, in one transaction, each judged in the order sent (so two of
 * one meter in one batch see each other) and answered with its verdict. A refused reading is not kept; the rest
 * are (held ones wait for review). Idempotent with an Idempotency-Key, as every write.
 */
export async function recordReadingBatch(
  db: Database,
  user: AuthenticatedUser,
  batch: MeterReadingBatch,
): Promise<MeterReadingBatchResult> {
  const verdicts = await db.transaction(async (tx) => {
    const find = await machineFinder(tx, user.organizationId, batch.readings);
    const out: ReadingVerdictItem[] = [];
    for (const [index, item] of batch.readings.entries()) {
      const machine = find(item);
      if (!machine) {
        out.push(refused(index, "NOT_FOUND", METER_MESSAGES.machineNotFound));
        continue;
      }
      const recorded = await recordReading(
        tx,
        {
          organizationId: user.organizationId,
          equipmentId: machine.id,
          kind: item.meter,
          value: item.value,
          takenAt: new Date(item.takenAt),
          source: "API",
          recordedById: user.id,
          sender: item.note ?? null,
          replacement: item.replacement,
        },
        { keepRefused: false, createMeter: item.meter === "ENGINE_HOURS" },
      );
      if (recorded.status === "NO_METER") out.push(refused(index, "NOT_FOUND", METER_MESSAGES.meterMissing));
      else out.push({ index, ...recorded });
    }
    return out;
  });
  const count = (status: ReadingVerdictItem["status"]) => verdicts.filter((v) => v.status === status).length;
  return { verdicts, accepted: count("ACCEPTED"), held: count("HELD"), refused: count("REFUSED") };
}
