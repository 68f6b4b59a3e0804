import type { LabourLine, WorkOrderLabour } from "@mnx/domain";
import { describe, expect, it } from "vitest";
import type { QueuedWrite } from "../../../lib/queued-write";
import type { WaitingWrite } from "../../../lib/waiting-writes";
import { waitingCosts } from "../components/work-order-parts-and-labour";
import { countedHours, labourLinesOnDevice } from "./work-order-labour-on-device";
import { workOrderWriteOf, writeLabel } from "./work-order-on-device";

// The texts are Lingui messages: English, the source, as the app shows it before another language loads.

const JOB = "6f1c2b1e-8f61-4c3e-9a57-2d0c7f1a9b10";
const OTHER_JOB = "0b7e3a52-1d4f-4b2a-8c6e-5f9a1b2c3d4e";
const LUIS = { id: "11111111-1111-4111-8111-111111111111", firstName: "Luis", lastName: "Ortega" };
const LINE_1 = "22222222-2222-4222-8222-222222222222";
const LINE_2 = "33333333-3333-4333-8333-333333333333";
const SAVED_AT = Date.parse("2026-11-25T10:00:00.000Z");

const line = (id: string, over: Partial<LabourLine> = {}): LabourLine => ({
  id,
  workOrderId: JOB,
  person: LUIS,
  source: "MANUAL",
  hours: 2.5,
  hourlyRate: 40,
  rateSource: "ROLE",
  cost: 100,
  workDate: "2026-11-25",
  note: null,
  recordedBy: LUIS,
  createdAt: "2026-11-25T09:00:00.000Z",
  removedAt: null,
  removedBy: null,
  removedReason: null,
  ...over,
});

const labour: WorkOrderLabour = {
  currency: "USD",
  lines: [line(LINE_1), line(LINE_2, { source: "CLOCK", hours: 1, cost: 40 })],
  hours: 3.5,
  labourCost: 140,
};

const write = (path: string, body: Record<string, unknown>, key: string): QueuedWrite => ({
  method: "POST",
  path,
  body,
  idempotencyKey: key,
  labels: { person: "Luis Ortega" },
});
const waitingOf = (
  queued: QueuedWrite,
  state: WaitingWrite["state"] = "waiting",
  answer: unknown = undefined,
): WaitingWrite => ({ write: queued, savedAt: SAVED_AT, state, answer });

describe("a job's labour on this device", () => {
  it("shows the server's lines with their rate and cost", () => {
    const lines = labourLinesOnDevice(JOB, labour, []);
    expect(lines).toEqual([
      expect.objectContaining({ key: LINE_1, person: "Luis Ortega", hours: 2.5, cost: 100, state: "saved" }),
      expect.objectContaining({ key: LINE_2, hours: 1, cost: 40, removed: false }),
    ]);
    expect(countedHours(lines)).toBe(3.5);
  });

  it("adds this job's waiting lines (named by their labels), and lays a waiting removal over its line", () => {
    const record = write(`/work-orders/${JOB}/labour`, { hours: 1.25, note: "Hoses" }, "k1");
    const remove = write(`/work-orders/${JOB}/labour/${LINE_1}/remove`, { reason: "Twice" }, "k2");
    const elsewhere = write(`/work-orders/${OTHER_JOB}/labour`, { hours: 3 }, "k3");
    const lines = labourLinesOnDevice(JOB, labour, [
      waitingOf(record),
      waitingOf(remove, "sending"),
      waitingOf(elsewhere),
    ]);
    expect(lines.map((entry) => [entry.key, entry.state, entry.removal])).toEqual([
      [LINE_1, "saved", "sending"],
      [LINE_2, "saved", null],
      ["k1", "waiting", null],
    ]);
    expect(lines[2]).toMatchObject({ person: "Luis Ortega", note: "Hoses", cost: null, line: null });
    // The line being removed no longer counts; the waiting one does.
    expect(countedHours(lines)).toBe(2.25);
  });

  it("shows a line just sent from its answer until the job's copy holds it, never twice", () => {
    const sent = line("44444444-4444-4444-8444-444444444444", { hours: 4, cost: 160 });
    const answer = { data: { line: sent, labour: { ...labour, lines: [...labour.lines, sent] } } };
    const record = write(`/work-orders/${JOB}/labour`, { hours: 4 }, "k1");
    expect(labourLinesOnDevice(JOB, labour, [waitingOf(record, "sent", answer)]).map((l) => l.key)).toEqual([
      LINE_1,
      LINE_2,
      sent.id,
    ]);
    const refreshed = { ...labour, lines: [...labour.lines, sent] };
    expect(labourLinesOnDevice(JOB, refreshed, [waitingOf(record, "sent", answer)])).toHaveLength(3);
    // A removal just sent strikes its line out before the copy says so.
    const removed = line(LINE_1, { removedAt: "2026-11-25T11:00:00.000Z", removedBy: LUIS });
    const removal = write(`/work-orders/${JOB}/labour/${LINE_1}/remove`, {}, "k2");
    const after = labourLinesOnDevice(JOB, labour, [
      waitingOf(removal, "sent", { data: { line: removed, labour } }),
    ]);
    expect(after[0]).toMatchObject({ key: LINE_1, removed: true });
    expect(countedHours(after)).toBe(1);
  });

  it("names the labour writes as work-order writes (the card's 'Waiting to send', one queue with Complete Work)", () => {
    expect(workOrderWriteOf(write(`/work-orders/${JOB}/labour`, {}, "k"))).toEqual({
      kind: "labourRecord",
      workOrderId: JOB,
    });
    expect(workOrderWriteOf(write(`/work-orders/${JOB}/labour/${LINE_1}/remove`, {}, "k"))).toEqual({
      kind: "labourRemove",
      workOrderId: JOB,
    });
    expect(writeLabel("labourRecord")).toBe("Labour recorded");
  });

  it("says what is waiting for the job's cost", () => {
    const record = waitingOf(write(`/work-orders/${JOB}/labour`, { hours: 1 }, "k1"));
    const use = waitingOf(write(`/work-orders/${JOB}/parts`, { partId: LINE_1 }, "k2"));
    expect(waitingCosts(JOB, [])).toBeNull();
    expect(waitingCosts(JOB, [record])).toBe("labour");
    expect(waitingCosts(JOB, [use])).toBe("parts");
    expect(waitingCosts(JOB, [use, record])).toBe("both");
    expect(waitingCosts(OTHER_JOB, [use, record])).toBeNull();
    expect(waitingCosts(JOB, [{ ...record, state: "sent" }])).toBeNull();
  });
});
