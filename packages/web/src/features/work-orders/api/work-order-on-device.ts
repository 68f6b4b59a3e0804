import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  inspectionOutcomeStatus,
  summarizeInspection,
  WORK_ORDER_STATUSES,
  type WorkOrder,
  type WorkOrderPriority,
  type WorkOrderStatus,
  workOrderSchema,
} from "@mnx/domain";
import { i18n } from "../../../lib/i18n/i18n";
import type { QueuedWrite } from "../../../lib/queued-write";
import type { RefusedWrite, WaitingWrite } from "../../../lib/waiting-writes";

/**
 * A work order as this device shows it (docs/decisions/011, "What waits shows"): the cached copy with the
 * changes saved here and not yet sent laid over it, the server's answer to one just sent until the cached copy
 * catches up, and the refusals of the ones the server turned down.
 */

export type WorkOrderWriteKind =
  | "start"
  | "complete"
  | "assign"
  | "update"
  | "inspect"
  | "create"
  | "escalate"
  | "partUse"
  | "partReturn"
  | "partRequest"
  | "labourRecord"
  | "labourRemove";

export interface WorkOrderWrite {
  kind: WorkOrderWriteKind;
  /** The work order it changes; null for one it creates. */
  workOrderId: string | null;
}

/** What the person did, as the marks name it. */
const WRITE_LABELS: Record<WorkOrderWriteKind, MessageDescriptor> = {
  start: msg`Start Work`,
  complete: msg`Complete Work`,
  assign: msg`Assign Mechanic`,
  update: msg`Change`,
  inspect: msg`Daily inspection`,
  create: msg`New work order`,
  escalate: msg`Issue report`,
  partUse: msg`Part used`,
  partReturn: msg`Part returned`,
  partRequest: msg`Part requested`,
  labourRecord: msg`Labour recorded`,
  labourRemove: msg`Labour removed`,
};

/** What a waiting write is, in the language shown: 'Start Work', 'Part used'. */
export const writeLabel = (kind: WorkOrderWriteKind) => i18n._(WRITE_LABELS[kind]);

type Body = Record<string, unknown>;
const bodyOf = (write: QueuedWrite): Body =>
  write.body !== null && typeof write.body === "object" ? (write.body as Body) : {};
const numberOr = (value: unknown, fallback: number | null) => (typeof value === "number" ? value : fallback);
const textOr = (value: unknown, fallback: string | null) => (typeof value === "string" ? value : fallback);

const ACTION_PATH = /^\/work-orders\/([^/]+)(?:\/(start|complete|assign))?$/;
/** The parts used, returned or requested on a job (docs/decisions/033). */
const PARTS_PATH = /^\/work-orders\/([^/]+)\/parts(?:\/(return|request))?$/;
const PART_KINDS = { use: "partUse", return: "partReturn", request: "partRequest" } as const;
/** Labour recorded on a job, or a line of it removed (docs/decisions/036). */
const LABOUR_PATH = /^\/work-orders\/([^/]+)\/labour(?:\/([^/]+)\/remove)?$/;

/** Which work order a queued write is about and what it does; null for a write that is not about one. */
export function workOrderWriteOf(write: QueuedWrite): WorkOrderWrite | null {
  if (write.method === "POST") {
    if (write.path === "/work-orders") return { kind: "create", workOrderId: null };
    if (write.path === "/work-orders/escalate") return { kind: "escalate", workOrderId: null };
    const workOrderId = bodyOf(write).workOrderId;
    if (write.path === "/inspections/daily/submit" && typeof workOrderId === "string") {
      return { kind: "inspect", workOrderId };
    }
    const parts = PARTS_PATH.exec(write.path);
    if (parts?.[1]) {
      const action = (parts[2] as "return" | "request" | undefined) ?? "use";
      return { kind: PART_KINDS[action], workOrderId: parts[1] };
    }
    const labour = LABOUR_PATH.exec(write.path);
    if (labour?.[1]) return { kind: labour[2] ? "labourRemove" : "labourRecord", workOrderId: labour[1] };
    return null;
  }
  const match = ACTION_PATH.exec(write.path);
  if (!match?.[1]) return null;
  const kind = (match[2] as "start" | "complete" | "assign" | undefined) ?? "update";
  return { kind, workOrderId: match[1] };
}

/** The fields of an edit or status change that a card shows and that carry no nested record. */
const EDITED_FIELDS = [
  "title",
  "description",
  "priority",
  "jobSite",
  "notes",
  "completionNotes",
  "estimatedHours",
  "actualHours",
] as const satisfies readonly (keyof WorkOrder)[];

function edited(workOrder: WorkOrder, body: Body): Partial<WorkOrder> {
  const changes: Record<string, unknown> = {};
  for (const field of EDITED_FIELDS) {
    const value = body[field];
    const current = workOrder[field];
    if (value === null || (value !== undefined && (current === null || typeof value === typeof current))) {
      changes[field] = value;
    }
  }
  const status = body.status;
  if (typeof status === "string" && (WORK_ORDER_STATUSES as readonly string[]).includes(status)) {
    changes.status = status;
  }
  return changes as Partial<WorkOrder>;
}

function inspectionStatus(body: Body): WorkOrderStatus {
  const items = Array.isArray(body.items) ? (body.items as { status: "OK" | "NEEDS_ATTENTION" }[]) : [];
  return inspectionOutcomeStatus(summarizeInspection(items));
}

/** The work order as it will be once `write` (saved at `savedAt`) is applied, as far as the device can tell. */
function withWrite<T extends WorkOrder>(workOrder: T, write: WorkOrderWrite, body: Body, savedAt: number): T {
  const at = new Date(savedAt).toISOString();
  switch (write.kind) {
    case "start":
      return {
        ...workOrder,
        status: "IN_PROGRESS",
        actualStart: workOrder.actualStart ?? at,
        hourMeterStart: numberOr(body.hourMeterStart, workOrder.hourMeterStart),
        mileageStart: numberOr(body.mileageStart, workOrder.mileageStart),
      };
    case "complete":
      return {
        ...workOrder,
        status: "COMPLETED",
        actualEnd: at,
        completionNotes: textOr(body.completionNotes, workOrder.completionNotes),
        actualHours: numberOr(body.actualHours, workOrder.actualHours),
        hourMeterEnd: numberOr(body.hourMeterEnd, workOrder.hourMeterEnd),
        mileageEnd: numberOr(body.mileageEnd, workOrder.mileageEnd),
      };
    case "assign":
      return {
        ...workOrder,
        status: "ASSIGNED",
        assignedToId: textOr(body.assignedTo, workOrder.assignedToId),
        estimatedHours: numberOr(body.estimatedHours, workOrder.estimatedHours),
      };
    case "inspect":
      return { ...workOrder, status: inspectionStatus(body), actualEnd: at };
    case "partRequest":
      // Asked to wait for the part: the state machine allows it from In Progress only (the server checks).
      return body.waitForParts === true && workOrder.status === "IN_PROGRESS"
        ? { ...workOrder, status: "WAITING_PARTS" }
        : workOrder;
    case "update": {
      const changes = edited(workOrder, body);
      if (changes.status === "IN_PROGRESS") changes.actualStart = workOrder.actualStart ?? at;
      if (changes.status === "COMPLETED") changes.actualEnd = workOrder.actualEnd ?? at;
      return { ...workOrder, ...changes };
    }
    default:
      return workOrder;
  }
}

/** The work order in a write's answer ({data: {workOrder}}), when it has one. */
function answeredWorkOrder(answer: unknown): WorkOrder | null {
  const data = (answer as { data?: { workOrder?: unknown } } | null)?.data;
  const parsed = workOrderSchema.safeParse(data?.workOrder);
  return parsed.success ? parsed.data : null;
}

export interface WaitingChange {
  kind: WorkOrderWriteKind;
  state: "waiting" | "sending";
  savedAt: number;
}

export interface WorkOrderOnDevice<T extends WorkOrder> {
  /** What the card and the details show. */
  workOrder: T;
  /** The changes saved on this device and not yet sent, oldest first: the 'Waiting to send' mark. */
  waiting: WaitingChange[];
  /** The changes the server turned down, until dismissed. */
  refusals: RefusedWrite[];
}

/** `workOrder` with the device's own changes to it (`waiting` and `refused` are all of them, oldest first). */
export function workOrderOnDevice<T extends WorkOrder>(
  workOrder: T,
  waiting: readonly WaitingWrite[],
  refused: readonly RefusedWrite[],
): WorkOrderOnDevice<T> {
  let shown = workOrder;
  const changes: WaitingChange[] = [];
  for (const entry of waiting) {
    const write = workOrderWriteOf(entry.write);
    if (write?.workOrderId !== workOrder.id) continue;
    if (entry.state === "sent") {
      // Until the cached copy is refreshed, the answer is the newer truth (no flash back to the old state).
      const answered = answeredWorkOrder(entry.answer);
      if (answered?.id === shown.id && Date.parse(answered.updatedAt) > Date.parse(shown.updatedAt)) {
        shown = { ...shown, ...answered };
      }
      continue;
    }
    shown = withWrite(shown, write, bodyOf(entry.write), entry.savedAt);
    changes.push({ kind: write.kind, state: entry.state, savedAt: entry.savedAt });
  }
  const refusals = refused.filter((refusal) => workOrderWriteOf(refusal.write)?.workOrderId === workOrder.id);
  return { workOrder: shown, waiting: changes, refusals };
}

/** A work order created or reported on this device that the server does not have yet, or refused. */
export interface NewWorkOrderOnDevice {
  idempotencyKey: string;
  kind: "create" | "escalate";
  title: string;
  description: string | null;
  priority: WorkOrderPriority | null;
  savedAt: number;
  state: "waiting" | "sending" | "refused";
  refusal: RefusedWrite | null;
}

function newWorkOrderOf(
  write: QueuedWrite,
  savedAt: number,
  state: NewWorkOrderOnDevice["state"],
  refusal: RefusedWrite | null,
  kinds: readonly NewWorkOrderOnDevice["kind"][],
): NewWorkOrderOnDevice | null {
  const kind = workOrderWriteOf(write)?.kind;
  if (kind !== "create" && kind !== "escalate") return null;
  if (!kinds.includes(kind)) return null;
  const body = bodyOf(write);
  const priority = body.priority;
  return {
    idempotencyKey: write.idempotencyKey,
    kind,
    title: textOr(body.title, "") ?? "",
    description: textOr(body.description, null),
    priority: typeof priority === "string" ? (priority as WorkOrderPriority) : null,
    savedAt,
    state,
    refusal,
  };
}

/** The new work orders of `kinds` that wait on this device or were refused, oldest first. */
export function newWorkOrdersOnDevice(
  waiting: readonly WaitingWrite[],
  refused: readonly RefusedWrite[],
  kinds: readonly NewWorkOrderOnDevice["kind"][],
): NewWorkOrderOnDevice[] {
  const pending = waiting.flatMap((entry) =>
    entry.state === "sent" ? [] : [newWorkOrderOf(entry.write, entry.savedAt, entry.state, null, kinds)],
  );
  const turnedDown = refused.map((refusal) =>
    newWorkOrderOf(refusal.write, refusal.savedAt, "refused", refusal, kinds),
  );
  return [...pending, ...turnedDown]
    .filter((entry): entry is NewWorkOrderOnDevice => entry !== null)
    .sort((a, b) => a.savedAt - b.savedAt);
}
