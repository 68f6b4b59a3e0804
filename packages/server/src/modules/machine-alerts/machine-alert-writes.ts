import { alertSeverityOf } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { recordEvent } from "../events/event-writes.js";
import { countOccurrence, findKnownCodes, insertAlert } from "./machine-alert-repository.js";

export interface FaultReport {
  code: string;
  description: string | null;
  severity: string | null;
  source: string | null;
  at: Date;
}

export interface FaultsOfMachine {
  organizationId: string;
  equipmentId: string;
  connectionId: string | null;
  faults: readonly FaultReport[];
}

const keyOf = (code: string, source: string) => `${code}\u0000${source}`;

/**
 * A machine's fault codes as its telematics reported them (docs/decisions/047), inside the poll's transaction:
 * a code with no open alert opens one (unless a cleared one already covers its time: an old report again); a
 * code with an open alert counts an occurrence when its time is later (a re-poll of the same time counts
 * nothing). A CRITICAL alert just opened records MACHINE_FAULT_CRITICAL, which tells the shop foremen. Answers
 * how many alerts were opened or counted.
 */
export async function recordFaultCodes(tx: Database, report: FaultsOfMachine): Promise<number> {
  if (report.faults.length === 0) return 0;
  const faults = [...report.faults].sort((a, b) => a.at.getTime() - b.at.getTime());
  const known = new Map(
    (
      await findKnownCodes(
        tx,
        report.equipmentId,
        faults.map((fault) => fault.code),
      )
    ).map((row) => [keyOf(row.code, row.code_source), row]),
  );
  let changed = 0;
  for (const fault of faults) {
    const source = fault.source ?? "";
    const key = keyOf(fault.code, source);
    const held = known.get(key);
    if (held?.open_id) {
      if (held.open_last && fault.at.getTime() <= held.open_last.getTime()) continue;
      if (await countOccurrence(tx, held.open_id, fault.at, fault.description)) changed++;
      known.set(key, { ...held, open_last: fault.at });
      continue;
    }
    if (held?.cleared_last && fault.at.getTime() <= held.cleared_last.getTime()) continue;
    const severity = alertSeverityOf(fault.severity);
    const opened = await insertAlert(tx, {
      organizationId: report.organizationId,
      equipmentId: report.equipmentId,
      connectionId: report.connectionId,
      code: fault.code,
      codeSource: source,
      description: fault.description,
      severity,
      feedSeverity: fault.severity,
      at: fault.at,
    });
    if (!opened) continue;
    changed++;
    known.set(key, {
      code: fault.code,
      code_source: source,
      open_id: opened.id,
      open_last: fault.at,
      cleared_last: held?.cleared_last ?? null,
    });
    if (severity === "CRITICAL") {
      await recordEvent(tx, {
        organizationId: report.organizationId,
        kind: "MACHINE_FAULT_CRITICAL",
        subjectType: "EQUIPMENT",
        subjectId: report.equipmentId,
        actorId: null,
        data: {
          alertId: opened.id,
          code: fault.code,
          reason: [fault.code, fault.description].filter(Boolean).join(": "),
        },
        dedupeKey: `machine-fault:${opened.id}`,
      });
    }
  }
  return changed;
}
