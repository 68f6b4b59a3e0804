import { WORK_ORDER_PARTS_MESSAGES, type WorkOrderCost } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { count } from "../work-orders/fixtures.js";
import { createPartsOrganization, type PartJson, type PartsOrganization } from "./parts-fixtures.js";

interface LedgerRow {
  part_id: string;
  location_id: string;
  kind: string;
  quantity: number;
  unit_cost: number;
  reason: string | null;
  created_by_id: string;
}

/**
 * Cancelling a work order gives back the parts it still holds (docs/decisions/036): RETURNED rows written by the
 * parts module's step in the cancel's own transaction, where each part was taken from, at the job's cost of its
 * uses; the job's parts cost comes back to 0, the stock and the 'to order' list move back.
 */
describe(onEngine("a cancelled work order gives its parts back"), () => {
  let t: TestApp;
  let org: PartsOrganization;
  let other: PartsOrganization;
  let store: string;
  let yard: string;

  const use = (job: string, partId: string, locationId: string, quantity: number, action = "") =>
    org.expectCall(
      "SHOP_FOREMAN",
      "POST",
      `/api/v1/work-orders/${job}/parts${action}`,
      { partId, locationId, quantity },
      200,
    );
  const cancel = (job: string, who: PartsOrganization = org, headers?: Record<string, string>) =>
    who.call(
      "SHOP_FOREMAN",
      "PATCH",
      `/api/v1/work-orders/${job}/cancel`,
      { reason: "Machine sold" },
      headers,
    );
  const ledger = (job: string) =>
    t.db.query<LedgerRow>(
      `SELECT part_id, location_id, kind, quantity::float8 AS quantity, unit_cost::float8 AS unit_cost, reason,
              created_by_id
       FROM stock_ledger WHERE work_order_id = $1 ORDER BY created_at, id`,
      [job],
    );
  const rows = () =>
    count(t.db, "SELECT count(*) AS n FROM stock_ledger WHERE organization_id = $1", [org.organizationId]);
  const onHand = async (partId: string, locationId: string) =>
    (
      await t.db.one<{ quantity: number }>(
        "SELECT quantity::float8 AS quantity FROM stock_on_hand WHERE part_id = $1 AND location_id = $2",
        [partId, locationId],
      )
    )?.quantity;
  const cost = async (job: string) =>
    (await org.expectCall("SHOP_FOREMAN", "GET", `/api/v1/work-orders/${job}/cost`, undefined, 200))
      .data as WorkOrderCost;
  const received = async (part: PartJson, locationId: string, quantity: number, unitCost?: number) =>
    org.expectCall(
      "SHOP_FOREMAN",
      "POST",
      `/api/v1/parts/${part.id}/receive`,
      { locationId, quantity, ...(unitCost === undefined ? {} : { unitCost }) },
      200,
    );

  beforeAll(async () => {
    t = await createTestApp();
    org = await createPartsOrganization(t.app, "Parts cancel");
    other = await createPartsOrganization(t.app, "Parts cancel elsewhere");
    store = await org.addLocation({ name: "Main store", kind: "STORE" });
    yard = await org.addLocation({ name: "Yard container", kind: "STORE" });
  });
  afterAll(() => t.close());

  it("gives each part back where it was taken, at what it cost the job; the parts cost is 0 again, stock and 'to order' move back, once", async () => {
    const filter = await org.addPart({ unitCost: 12.5, minStock: 2 });
    const oil = await org.addPart({ name: "Hydraulic oil", unit: "LITRE", unitCost: 4.2 });
    const seal = await org.addPart({ name: "Seal kit", unitCost: 30 });
    await received(filter, store, 5);
    await received(oil, store, 20);
    const job = await org.workOrder("IN_PROGRESS");
    await use(job, filter.id, store, 3);
    await use(job, filter.id, store, 1, "/return");
    await use(job, filter.id, yard, 1); // none there: -1, flagged
    await use(job, oil.id, store, 2.5);
    await use(job, seal.id, store, 2, "/request"); // owed: -2 at the store, on the 'to order' list
    // A later price changes nothing the job gives back.
    await received(filter, store, 1, 20);
    expect((await cost(job)).partsCost).toBe(12.5 * 3 + 4.2 * 2.5 + 30 * 2);

    const before = await rows();
    const key = { "idempotency-key": `cancel-${job}` };
    const response = await cancel(job, org, key);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.workOrder.status).toBe("CANCELLED");

    const given = (await ledger(job)).filter(
      (row) => row.reason === WORK_ORDER_PARTS_MESSAGES.cancelledReason,
    );
    expect(
      given
        .map(({ part_id, location_id, kind, quantity, unit_cost }) => [
          part_id,
          location_id,
          kind,
          quantity,
          unit_cost,
        ])
        .sort(),
    ).toEqual(
      [
        [filter.id, yard, "RETURNED", 1, 12.5],
        [filter.id, store, "RETURNED", 2, 12.5],
        [oil.id, store, "RETURNED", 2.5, 4.2],
        [seal.id, store, "RETURNED", 2, 30],
      ].sort(),
    );
    expect(new Set(given.map((row) => row.created_by_id))).toEqual(new Set([org.team.ids.SHOP_FOREMAN]));
    expect(await rows()).toBe(before + 4);
    expect((await cost(job)).partsCost).toBe(0);
    expect(await onHand(filter.id, store)).toBe(6);
    expect(await onHand(filter.id, yard)).toBe(0);
    expect(await onHand(oil.id, store)).toBe(20);
    expect(await onHand(seal.id, store)).toBe(0);
    const toOrder = (
      await org.expectCall(
        "SHOP_FOREMAN",
        "GET",
        `/api/v1/parts/to-order?locationId=${store}`,
        undefined,
        200,
      )
    ).data as { items: { partId: string }[] };
    expect(toOrder.items.map((item) => item.partId)).not.toContain(seal.id);
    // The day's cost figures (migration 020's triggers) follow the rows: the job's parts cost nothing today.
    const daily = await t.db.one<{ parts: number }>(
      "SELECT COALESCE(sum(parts_cost), 0)::float8 AS parts FROM cost_daily WHERE organization_id = $1",
      [org.organizationId],
    );
    expect(daily?.parts).toBe(0);

    // A retry answers the first answer; a second cancel is refused by the state machine; nothing more is written.
    const retry = await cancel(job, org, key);
    expect(retry.statusCode).toBe(200);
    expect((await cancel(job)).statusCode).toBe(409);
    expect(await rows()).toBe(before + 4);
  });

  it("a job holding nothing cancels as before; a job that gave everything back writes no row", async () => {
    const part = await org.addPart();
    await received(part, store, 2);
    const empty = await org.workOrder("ASSIGNED");
    const returned = await org.workOrder("IN_PROGRESS");
    await use(returned, part.id, store, 2);
    await use(returned, part.id, store, 2, "/return");
    const before = await rows();
    expect((await cancel(empty)).statusCode).toBe(200);
    expect((await cancel(returned)).statusCode).toBe(200);
    expect(await rows()).toBe(before);
    expect(await onHand(part.id, store)).toBe(2);
  });

  it("a refused cancel gives nothing back: a completed job, another organization's (404), a mechanic (403)", async () => {
    const part = await org.addPart();
    await received(part, store, 4);
    const open = await org.workOrder("IN_PROGRESS");
    await use(open, part.id, store, 1);
    const completed = await org.workOrder("IN_PROGRESS");
    await use(completed, part.id, store, 1);
    await t.db.query("UPDATE work_orders SET status = 'COMPLETED', actual_end = now() WHERE id = $1", [
      completed,
    ]);
    const before = await rows();
    expect((await cancel(completed)).statusCode).toBe(409);
    expect((await cancel(open, other)).statusCode).toBe(404);
    const mechanic = await org.call("MECHANIC", "PATCH", `/api/v1/work-orders/${open}/cancel`, {
      reason: "No",
    });
    expect(mechanic.statusCode).toBe(403);
    expect(await rows()).toBe(before);
    expect(await onHand(part.id, store)).toBe(2);
  });
});
