import { type LabourLine, labourChangeSchema, type WorkOrderLabour } from "@mnx/domain";
import type { WaitingWrite } from "../../../lib/waiting-writes";
import { workOrderWriteOf } from "./work-order-on-device";

/**
 * A job's labour as this device shows it (docs/decisions/036, after 033 for parts): the server's lines, the lines
 * recorded here and not sent yet (marked 'Waiting to send'), removals waiting to be sent laid over their lines,
 * and the line of a write just sent until the job's copy is refreshed. Pure: computed from the mutation cache on
 * each render, so a reload that restores the waiting writes shows them again.
 */

/** What a labour write's `labels` hold (lib/queued-write-types.ts): whose time it is, shown while it waits. */
export interface LabourWriteLabels {
  person: string;
}

/** One labour line of a job, from the server or from this device. */
export interface LabourLineView {
  /** The line's id, or the waiting write's Idempotency-Key. */
  key: string;
  /** The server's line; null for one recorded on this device and not sent yet. */
  line: LabourLine | null;
  person: string;
  personId: string | null;
  hours: number;
  workDate: string | null;
  note: string | null;
  /** Null where the caller sees no costs, or for a line not sent yet (its rate is the person's when it is). */
  cost: number | null;
  hourlyRate: number | null;
  removed: boolean;
  /** 'saved', or waiting on this device: the line itself, or its removal. */
  state: "saved" | "waiting" | "sending";
  removal: "waiting" | "sending" | null;
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

function savedView(line: LabourLine): LabourLineView {
  return {
    key: line.id,
    line,
    person: fullName(line.person),
    personId: line.person.id,
    hours: line.hours,
    workDate: line.workDate,
    note: line.note,
    cost: line.cost,
    hourlyRate: line.hourlyRate,
    removed: line.removedAt !== null,
    state: "saved",
    removal: null,
  };
}

type Body = { userId?: unknown; hours?: unknown; workDate?: unknown; note?: unknown };

const REMOVE_PATH = /\/labour\/([^/]+)\/remove$/;

/**
 * Every line of the job, oldest first: the server's (`labour`, undefined when this device has no copy), then
 * lines just sent that the copy does not hold yet, then this device's waiting ones.
 */
export function labourLinesOnDevice(
  workOrderId: string,
  labour: WorkOrderLabour | undefined,
  waiting: readonly WaitingWrite[],
): LabourLineView[] {
  const lines = (labour?.lines ?? []).map(savedView);
  const byKey = new Map(lines.map((line, index) => [line.key, index]));
  const put = (view: LabourLineView) => {
    const at = byKey.get(view.key);
    if (at === undefined) {
      byKey.set(view.key, lines.length);
      lines.push(view);
    } else if (view.removed && !lines[at]?.removed) {
      // A removal just sent, before the copy says so.
      lines[at] = view;
    }
  };
  for (const entry of waiting) {
    const write = workOrderWriteOf(entry.write);
    if (write?.workOrderId !== workOrderId) continue;
    if (write.kind !== "labourRecord" && write.kind !== "labourRemove") continue;
    if (entry.state === "sent") {
      const answer = labourChangeSchema.safeParse((entry.answer as { data?: unknown } | null)?.data);
      if (answer.success) put(savedView(answer.data.line));
      continue;
    }
    if (write.kind === "labourRemove") {
      const lineId = REMOVE_PATH.exec(entry.write.path)?.[1];
      const at = lineId === undefined ? undefined : byKey.get(lineId);
      const line = at === undefined ? undefined : lines[at];
      if (at !== undefined && line) lines[at] = { ...line, removal: entry.state };
      continue;
    }
    const body = (entry.write.body ?? {}) as Body;
    if (typeof body.hours !== "number") continue;
    put({
      key: entry.write.idempotencyKey,
      line: null,
      person: entry.write.labels?.person ?? "",
      personId: typeof body.userId === "string" ? body.userId : null,
      hours: body.hours,
      workDate: typeof body.workDate === "string" ? body.workDate : null,
      note: typeof body.note === "string" ? body.note : null,
      cost: null,
      hourlyRate: null,
      removed: false,
      state: entry.state,
      removal: null,
    });
  }
  return lines;
}

/** The hours that count: lines not removed (nor being removed), waiting ones included. */
export function countedHours(lines: readonly LabourLineView[]): number {
  const hundredths = lines
    .filter((line) => !line.removed && line.removal === null)
    .reduce((sum, line) => sum + Math.round(line.hours * 100), 0);
  return hundredths / 100;
}
