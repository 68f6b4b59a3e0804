import {
  type PartUnit,
  type StockEntry,
  stockChangeSchema,
  WORK_ORDER_PARTS_MESSAGES,
  type WorkOrderParts,
} from "@mnx/domain";
import type { QueuedWrite } from "../../../lib/queued-write";
import type { WaitingWrite } from "../../../lib/waiting-writes";
import { workOrderWriteOf } from "./work-order-on-device";

/**
 * A job's parts as this device shows them (docs/decisions/033, after docs/decisions/011 "What waits shows"): the
 * server's rows, the parts used, returned or requested here and not sent yet (marked 'Waiting to send'), and
 * the rows of one just sent until the job's own copy is refreshed (no flash, and never twice). Pure: computed
 * from the mutation cache on each render, so a reload that restores the waiting writes shows them again.
 */

export type PartWriteKind = "partUse" | "partReturn" | "partRequest";

/** What a parts write's `labels` hold (lib/queued-write-types.ts), so it can be shown before it is sent. */
export interface PartWriteLabels {
  part: string;
  location: string;
  unit: PartUnit;
}

export function partWriteLabels(labels: PartWriteLabels): Record<string, string> {
  return { part: labels.part, location: labels.location, unit: labels.unit };
}

/** One line of a job's parts, from the server or from this device. */
export interface PartLine {
  /** The ledger row's id, or the waiting write's Idempotency-Key. */
  key: string;
  kind: "USED" | "RETURNED";
  /** Asked for before it was in stock (the ledger row's reason says so). */
  requested: boolean;
  partId: string;
  /** 'FLT-100 Oil filter'. */
  part: string;
  unit: PartUnit;
  locationId: string;
  location: string;
  /** How many, always positive: the kind says which way. */
  quantity: number;
  /** Null where the caller sees no costs, or for a line not sent yet (its cost is the part's when it is). */
  unitCost: number | null;
  /** What the line costs the job: a return is negative. */
  cost: number | null;
  state: "saved" | "waiting" | "sending";
  /** When it was recorded (ISO), or saved on this device (ms). */
  at: string | number;
}

type Body = { partId?: unknown; locationId?: unknown; quantity?: unknown };

function partWriteOf(write: QueuedWrite, workOrderId: string) {
  const kind = workOrderWriteOf(write);
  if (kind?.workOrderId !== workOrderId) return null;
  if (kind.kind !== "partUse" && kind.kind !== "partReturn" && kind.kind !== "partRequest") return null;
  const body = (write.body ?? {}) as Body;
  if (typeof body.partId !== "string" || typeof body.locationId !== "string") return null;
  if (typeof body.quantity !== "number") return null;
  return { kind: kind.kind, partId: body.partId, locationId: body.locationId, quantity: body.quantity };
}

const UNITS = new Set<string>(["EACH", "PAIR", "SET", "LITRE", "METRE", "KILOGRAM"]);
const unitOf = (value: string | undefined): PartUnit | null =>
  value && UNITS.has(value) ? (value as PartUnit) : null;

interface Names {
  parts: Map<string, { part: string; unit: PartUnit }>;
}

function namesOf(parts: WorkOrderParts | undefined): Names {
  return {
    parts: new Map(
      (parts?.lines ?? []).map((line) => [
        line.partId,
        { part: `${line.partNumber} ${line.name}`, unit: line.unit },
      ]),
    ),
  };
}

function entryLine(
  entry: StockEntry,
  names: Names,
  labels?: Readonly<Record<string, string>>,
): PartLine | null {
  if (entry.kind !== "USED" && entry.kind !== "RETURNED") return null;
  const known = names.parts.get(entry.partId);
  const unit = known?.unit ?? unitOf(labels?.unit);
  if (!unit) return null;
  const quantity = Math.abs(entry.quantity);
  return {
    key: entry.id,
    kind: entry.kind,
    requested: entry.kind === "USED" && entry.reason === WORK_ORDER_PARTS_MESSAGES.requestedReason,
    partId: entry.partId,
    part: known?.part ?? labels?.part ?? "",
    unit,
    locationId: entry.location.id,
    location: entry.location.name,
    quantity,
    unitCost: entry.unitCost,
    cost: entry.unitCost === null ? null : Math.round(-entry.quantity * entry.unitCost * 100) / 100,
    state: "saved",
    at: entry.createdAt,
  };
}

/**
 * Every line of the job, oldest first: the server's (`parts`, undefined when this device has no copy), then
 * rows just sent that the copy does not hold yet, then this device's waiting ones.
 */
export function partLinesOnDevice(
  workOrderId: string,
  parts: WorkOrderParts | undefined,
  waiting: readonly WaitingWrite[],
): PartLine[] {
  const names = namesOf(parts);
  const lines = (parts?.entries ?? [])
    .map((entry) => entryLine(entry, names))
    .filter((line) => line !== null);
  const held = new Set(lines.map((line) => line.key));
  for (const entry of waiting) {
    const write = partWriteOf(entry.write, workOrderId);
    if (!write) continue;
    const labels = entry.write.labels;
    if (entry.state === "sent") {
      const answer = stockChangeSchema.safeParse((entry.answer as { data?: unknown } | null)?.data);
      for (const row of answer.success ? answer.data.entries : []) {
        const line = held.has(row.id) ? null : entryLine(row, names, labels);
        if (line) lines.push(line);
      }
      continue;
    }
    const unit = names.parts.get(write.partId)?.unit ?? unitOf(labels?.unit);
    if (!unit) continue;
    lines.push({
      key: entry.write.idempotencyKey,
      kind: write.kind === "partReturn" ? "RETURNED" : "USED",
      requested: write.kind === "partRequest",
      partId: write.partId,
      part: names.parts.get(write.partId)?.part ?? labels?.part ?? "",
      unit,
      locationId: write.locationId,
      location: labels?.location ?? "",
      quantity: write.quantity,
      unitCost: null,
      cost: null,
      state: entry.state,
      at: entry.savedAt,
    });
  }
  return lines;
}

/** How much of a part the job holds on this device's view: used minus returned, waiting lines included. */
export function heldOnJob(lines: readonly PartLine[], partId: string): number {
  const held = lines
    .filter((line) => line.partId === partId)
    .reduce((sum, line) => sum + (line.kind === "USED" ? line.quantity : -line.quantity), 0);
  return Math.round(held * 1000) / 1000;
}

/** The quantity of a part this device has taken from a location and not sent yet (for the stock it shows). */
export function waitingTakenFrom(lines: readonly PartLine[], partId: string, locationId: string): number {
  return lines
    .filter((line) => line.state !== "saved" && line.partId === partId && line.locationId === locationId)
    .reduce((sum, line) => sum + (line.kind === "USED" ? line.quantity : -line.quantity), 0);
}
