import { randomUUID } from "node:crypto";
import { PART_MESSAGES, type Role, WORK_ORDER_PARTS_MESSAGES, waitingForPartsNote } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVERY_ROLE, expectRoleAnswer } from "../support/role-matrix.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { count } from "../work-orders/fixtures.js";
import { createPartsOrganization, type PartJson, type PartsOrganization } from "./parts-fixtures.js";

interface RequestedJson {
  entries: { id: string; kind: string; quantity: number; unitCost: number | null; reason: string | null }[];
  stock: { locationId: string; quantity: number; needsCount: boolean; belowZero: boolean }[];
  workOrder: { id: string; status: string };
}

/**
 * A part the job needs and the shop does not have (docs/decisions/033-parts-on-work-orders-web.md): the job
 * takes it before it is in stock, it is on the 'to order' list, not flagged for a count, and the work order may
 * wait for parts in the same transaction.
 */
describe(onEngine("parts requested for a job"), () => {
  let t: TestApp;
  let org: PartsOrganization;
  let other: PartsOrganization;
  let store: string;
  let ledgerRows: () => Promise<number>;

  const request = (
    role: Role,
    job: string,
    body: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => org.call(role, "POST", `/api/v1/work-orders/${job}/parts/request`, body, headers);
  const status = async (job: string) =>
    (await t.db.one<{ status: string }>("SELECT status FROM work_orders WHERE id = $1", [job]))?.status;
  const historyLines = (job: string) =>
    count(t.db, "SELECT count(*) AS n FROM work_order_history WHERE work_order_id = $1", [job]);
  const toOrder = async () =>
    (
      (
        await org.expectCall(
          "SHOP_FOREMAN",
          "GET",
          `/api/v1/parts/to-order?locationId=${store}`,
          undefined,
          200,
        )
      ).data as {
        items: { partId: string; onHand: number; suggestedQuantity: number; needsCount: boolean }[];
      }
    ).items;
  const refusedWithoutWrites = async (
    role: Role,
    job: string,
    body: Record<string, unknown>,
    expected: { status: number; code: string; message?: string },
  ) => {
    const [rows, lines, before] = [await ledgerRows(), await historyLines(job), await status(job)];
    const response = await request(role, job, body);
    expect(response.statusCode, response.body).toBe(expected.status);
    expect(response.json()).toMatchObject({
      success: false,
      code: expected.code,
      ...(expected.message ? { error: expected.message } : {}),
    });
    expect(await ledgerRows(), "no ledger row").toBe(rows);
    expect(await historyLines(job), "no history line").toBe(lines);
    expect(await status(job), "the status stays").toBe(before);
  };

  beforeAll(async () => {
    t = await createTestApp();
    org = await createPartsOrganization(t.app, "Parts requests");
    other = await createPartsOrganization(t.app, "Parts requests elsewhere");
    store = await org.addLocation({ name: "Main store", kind: "STORE" });
    ledgerRows = () =>
      count(t.db, "SELECT count(*) AS n FROM stock_ledger WHERE organization_id = $1", [org.organizationId]);
  });
  afterAll(() => t.close());

  it("a mechanic requests a part the store never had: the job takes it at its cost, stock -2 not flagged, on the 'to order' list, the job waits for parts; a retry changes nothing", async () => {
    const hose = await org.addPart({ name: "Boom hose", unitCost: 84.2, reorderQty: 1 });
    const job = await org.workOrder("IN_PROGRESS");
    const key = { "idempotency-key": `request-${hose.id}` };
    const body = { partId: hose.id, locationId: store, quantity: 2, waitForParts: true };
    const first = await request("MECHANIC", job, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(WORK_ORDER_PARTS_MESSAGES.requestedAndWaiting);
    const answer = first.json().data as RequestedJson;
    expect(answer.entries).toMatchObject([
      { kind: "USED", quantity: -2, unitCost: 84.2, reason: WORK_ORDER_PARTS_MESSAGES.requestedReason },
    ]);
    expect(answer.stock).toMatchObject([
      { locationId: store, quantity: -2, belowZero: true, needsCount: false },
    ]);
    expect(answer.workOrder).toMatchObject({ id: job, status: "WAITING_PARTS" });

    const retry = await request("MECHANIC", job, body, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect((retry.json().data as RequestedJson).entries[0]?.id).toBe(answer.entries[0]?.id);
    expect(await count(t.db, "SELECT count(*) AS n FROM stock_ledger WHERE work_order_id = $1", [job])).toBe(
      1,
    );

    const history = await t.db.query<{ from_status: string; to_status: string; note: string }>(
      "SELECT from_status, to_status, note FROM work_order_history WHERE work_order_id = $1 ORDER BY created_at",
      [job],
    );
    expect(history).toEqual([
      {
        from_status: "IN_PROGRESS",
        to_status: "WAITING_PARTS",
        note: waitingForPartsNote(`${hose.partNumber} Boom hose`, "2 each", "Main store"),
      },
    ]);
    expect(await toOrder()).toContainEqual(
      expect.objectContaining({ partId: hose.id, onHand: -2, suggestedQuantity: 2, needsCount: false }),
    );
    const parts = await org.expectCall(
      "SHOP_FOREMAN",
      "GET",
      `/api/v1/work-orders/${job}/parts`,
      undefined,
      200,
    );
    expect(parts.data).toMatchObject({ partsCost: 168.4 });

    // Received: back to zero, off the list; the job already has it.
    await org.expectCall(
      "SHOP_FOREMAN",
      "POST",
      `/api/v1/parts/${hose.id}/receive`,
      { locationId: store, quantity: 2 },
      200,
    );
    expect((await toOrder()).some((item) => item.partId === hose.id)).toBe(false);
  });

  it("a request keeps the count flag as it was: a shelf already flagged stays flagged", async () => {
    const filter = await org.addPart();
    await org.expectCall(
      "SHOP_FOREMAN",
      "POST",
      `/api/v1/parts/${filter.id}/receive`,
      { locationId: store, quantity: 1 },
      200,
    );
    const [jobA, jobB, jobC] = [
      await org.workOrder("IN_PROGRESS"),
      await org.workOrder("IN_PROGRESS"),
      await org.workOrder("IN_PROGRESS"),
    ];
    // Two offline uses of the last one: -1, flagged.
    for (const job of [jobA, jobB]) {
      await org.expectCall(
        "MECHANIC",
        "POST",
        `/api/v1/work-orders/${job}/parts`,
        { partId: filter.id, locationId: store, quantity: 1 },
        200,
      );
    }
    const requested = await request("MECHANIC", jobC, { partId: filter.id, locationId: store, quantity: 1 });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json().message).toBe(WORK_ORDER_PARTS_MESSAGES.requested);
    expect((requested.json().data as RequestedJson).stock).toMatchObject([
      { quantity: -2, needsCount: true },
    ]);
    // Without waitForParts the job keeps its status.
    expect(await status(jobC)).toBe("IN_PROGRESS");
  });

  it("a job already waiting for parts takes another request without a second move; one the state machine does not allow is a 409 and writes nothing", async () => {
    const part = await org.addPart();
    const body = { partId: part.id, locationId: store, quantity: 1, waitForParts: true };
    const waiting = await org.workOrder("IN_PROGRESS");
    expect((await request("MECHANIC", waiting, body)).statusCode).toBe(200);
    const lines = await historyLines(waiting);
    const again = await request("MECHANIC", waiting, body);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json().data as RequestedJson).workOrder.status).toBe("WAITING_PARTS");
    expect(await historyLines(waiting)).toBe(lines);

    // Assigned, not started: Waiting Parts is not a move from there.
    const assigned = await org.workOrder("ASSIGNED");
    await refusedWithoutWrites("MECHANIC", assigned, body, {
      status: 409,
      code: "INVALID_STATUS_TRANSITION",
    });
    // Without the move, the request itself is fine there.
    const plain = await request("MECHANIC", assigned, { ...body, waitForParts: false });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await status(assigned)).toBe("ASSIGNED");
    // A fleet manager records parts but does not move work (the state machine's 'work' moves).
    const managed = await org.workOrder("IN_PROGRESS");
    await refusedWithoutWrites("FLEET_MANAGER", managed, body, {
      status: 409,
      code: "INVALID_STATUS_TRANSITION",
    });
  });

  it("closed jobs, archived parts, fractional 'each' quantities, jobs not theirs and other organizations' ids are refused and write nothing", async () => {
    const part = await org.addPart();
    const body = { partId: part.id, locationId: store, quantity: 1, waitForParts: true };
    for (const closed of [await org.workOrder("COMPLETED"), await org.workOrder("CANCELLED")]) {
      await refusedWithoutWrites("MECHANIC", closed, body, {
        status: 409,
        code: "WORK_ORDER_CLOSED",
        message: PART_MESSAGES.workOrderClosed,
      });
    }
    const job = await org.workOrder("IN_PROGRESS");
    await refusedWithoutWrites(
      "MECHANIC",
      job,
      { ...body, quantity: 1.5 },
      { status: 400, code: "VALIDATION_ERROR" },
    );
    await refusedWithoutWrites(
      "MECHANIC",
      job,
      { ...body, quantity: 0 },
      { status: 400, code: "VALIDATION_ERROR" },
    );
    const old = await org.addPart();
    await org.expectCall("SHOP_FOREMAN", "POST", `/api/v1/parts/${old.id}/archive`, undefined, 200);
    await refusedWithoutWrites(
      "MECHANIC",
      job,
      { ...body, partId: old.id },
      { status: 409, code: "PART_ARCHIVED", message: PART_MESSAGES.archived },
    );
    // A mechanic's scope: a job not assigned to them is not found.
    const unassigned = await org.workOrder("PENDING");
    await refusedWithoutWrites("MECHANIC", unassigned, body, { status: 404, code: "NOT_FOUND" });
    const theirs: PartJson = await other.addPart();
    const theirStore = await other.addLocation({ name: "Their store", kind: "STORE" });
    const theirJob = await other.workOrder("IN_PROGRESS");
    await refusedWithoutWrites(
      "SHOP_FOREMAN",
      job,
      { ...body, partId: theirs.id },
      { status: 404, code: "NOT_FOUND" },
    );
    await refusedWithoutWrites(
      "SHOP_FOREMAN",
      job,
      { ...body, locationId: theirStore },
      { status: 404, code: "NOT_FOUND", message: PART_MESSAGES.locationNotFound },
    );
    await refusedWithoutWrites(
      "SHOP_FOREMAN",
      job,
      { ...body, partId: randomUUID() },
      { status: 404, code: "NOT_FOUND" },
    );
    const foreign = await request("SHOP_FOREMAN", theirJob, body);
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(await status(theirJob)).toBe("IN_PROGRESS");
  });

  it("who may request: parts.use (mechanic, shop foreman, fleet manager, super admin); every other role gets 403", async () => {
    const part = await org.addPart();
    const allowed: readonly Role[] = ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN", "MECHANIC"];
    for (const role of EVERY_ROLE) {
      const job = await org.workOrder("IN_PROGRESS");
      const before = await ledgerRows();
      const response = await request(role, job, { partId: part.id, locationId: store, quantity: 1 });
      expectRoleAnswer(response, allowed.includes(role));
      expect(await ledgerRows()).toBe(before + (allowed.includes(role) ? 1 : 0));
    }
  });
});
