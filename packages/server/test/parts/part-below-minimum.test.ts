import type { Role } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../support/live-stream.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { createPartsOrganization, type PartsOrganization } from "./parts-fixtures.js";

interface BelowMinimumEvent {
  actor_id: string;
  data: { locationId: string; locationName: string; onHand: number; minStock: number };
}

/**
 * PART_BELOW_MINIMUM (issue 27, docs/decisions/039-web-push.md): a stock change that takes a part's on-hand at
 * a location to or below its minimum is recorded once per crossing, with the change, and tells the
 * organization's shop foremen and fleet managers.
 */
describe(onEngine("a part below its minimum"), () => {
  let t: TestApp;
  let org: PartsOrganization;
  let store: string;
  let job: string;

  const receive = (partId: string, quantity: number) =>
    org.expectCall(
      "SHOP_FOREMAN",
      "POST",
      `/api/v1/parts/${partId}/receive`,
      { locationId: store, quantity },
      200,
    );
  const use = (partId: string, quantity: number, workOrder = job) =>
    org.call("MECHANIC", "POST", `/api/v1/work-orders/${workOrder}/parts`, {
      partId,
      locationId: store,
      quantity,
    });
  const eventsOf = (partId: string) =>
    t.db.query<BelowMinimumEvent>(
      "SELECT actor_id, data FROM events WHERE kind = 'PART_BELOW_MINIMUM' AND subject_id = $1 ORDER BY id",
      [partId],
    );
  const notificationsAbout = async (role: Role, partId: string) => {
    const answer = await org.call(role, "GET", "/api/v1/notifications?limit=100");
    expect(answer.statusCode, answer.body).toBe(200);
    return (
      answer.json().data.notifications as { subjectId: string; title: string; body: string; link: string }[]
    ).filter((n) => n.subjectId === partId);
  };

  beforeAll(async () => {
    t = await createTestApp();
    org = await createPartsOrganization(t.app, "Parts minimum");
    store = await org.addLocation({ name: "Main store", kind: "STORE" });
    job = await org.workOrder("IN_PROGRESS");
    await t.app.ready();
  });
  afterAll(() => t.close());

  it("is recorded when stock reaches the minimum, once per crossing, and tells foremen and fleet managers", async () => {
    const filter = await org.addPart({ minStock: 5 });
    await receive(filter.id, 10);
    expect((await use(filter.id, 4)).statusCode).toBe(200); // 6: above
    expect(await eventsOf(filter.id)).toEqual([]);

    expect((await use(filter.id, 1)).statusCode).toBe(200); // 5: at the minimum
    expect(await eventsOf(filter.id)).toEqual([
      {
        actor_id: org.team.ids.MECHANIC,
        data: { locationId: store, locationName: "Main store", onHand: 5, minStock: 5 },
      },
    ]);
    expect((await use(filter.id, 2)).statusCode).toBe(200); // 3: still below, the same crossing
    expect(await eventsOf(filter.id)).toHaveLength(1);

    // Restocked above the minimum, then taken down again: a second crossing.
    await receive(filter.id, 10); // 13
    expect((await use(filter.id, 9)).statusCode).toBe(200); // 4
    expect((await eventsOf(filter.id)).map((event) => event.data.onHand)).toEqual([5, 4]);

    for (const role of ["SHOP_FOREMAN", "FLEET_MANAGER"] as const) {
      const told = await eventually(
        () => notificationsAbout(role, filter.id),
        (list) => list.length === 2,
      );
      expect(told[0]).toMatchObject({
        title: `Below minimum: ${filter.partNumber}`,
        body: "Oil filter · 4 at Main store (minimum 5)",
        link: `/parts/${filter.id}`,
      });
    }
    // The mechanic who took them is not told (the rule names foremen and fleet managers only).
    expect(await notificationsAbout("MECHANIC", filter.id)).toEqual([]);
  });

  it("a part without a minimum, stock that rises and a refused change record nothing", async () => {
    const noMinimum = await org.addPart({ minStock: 0 });
    await receive(noMinimum.id, 2);
    expect((await use(noMinimum.id, 3)).statusCode).toBe(200); // below zero, but no minimum is kept
    expect(await eventsOf(noMinimum.id)).toEqual([]);

    const hose = await org.addPart({ minStock: 3 });
    await receive(hose.id, 2); // from nothing to 2: it was never above
    await receive(hose.id, 5); // 7
    expect(await eventsOf(hose.id)).toEqual([]);
    const closed = await org.workOrder("COMPLETED");
    const refused = await use(hose.id, 5, closed);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await eventsOf(hose.id)).toEqual([]);
  });
});
