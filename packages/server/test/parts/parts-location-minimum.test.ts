import { PART_MESSAGES, type PartDetail, type Role } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { createPartsOrganization, type PartJson, type PartsOrganization } from "./parts-fixtures.js";

interface ToOrderJson {
  items: {
    partId: string;
    locationId: string;
    onHand: number;
    minStock: number;
    suggestedQuantity: number;
  }[];
}

/**
 * A part's minimum per location (docs/decisions/036, migration 024): a truck keeps its own load, the store the
 * part's minimum, and the 'to order' list reads whichever applies at each location.
 */
describe(onEngine("a part's minimum per location"), () => {
  let t: TestApp;
  let org: PartsOrganization;
  let other: PartsOrganization;
  let store: string;
  let truck: string;

  const minimum = (
    part: string,
    location: string,
    minStock: unknown,
    who = org,
    role: Role = "SHOP_FOREMAN",
  ) => who.call(role, "PUT", `/api/v1/parts/${part}/locations/${location}/minimum`, { minStock });
  const toOrder = async (locationId: string) =>
    (
      (
        await org.expectCall(
          "SHOP_FOREMAN",
          "GET",
          `/api/v1/parts/to-order?locationId=${locationId}`,
          undefined,
          200,
        )
      ).data as ToOrderJson
    ).items;
  const locationStock = async (locationId: string) =>
    (
      (await org.expectCall("MECHANIC", "GET", `/api/v1/stock-locations/${locationId}/stock`, undefined, 200))
        .data as { items: unknown[] }
    ).items;
  const receive = (part: PartJson, locationId: string, quantity: number) =>
    org.expectCall("SHOP_FOREMAN", "POST", `/api/v1/parts/${part.id}/receive`, { locationId, quantity }, 200);

  beforeAll(async () => {
    t = await createTestApp();
    org = await createPartsOrganization(t.app, "Location minimums");
    other = await createPartsOrganization(t.app, "Location minimums elsewhere");
    store = await org.addLocation({ name: "Main store", kind: "STORE" });
    truck = await org.addLocation({ name: "Service truck 7", kind: "TRUCK" });
  });
  afterAll(() => t.close());

  it("a truck's own minimum lists the part to load there, even never stocked; the store keeps the part's; receiving or clearing takes it off", async () => {
    const filter = await org.addPart({ minStock: 10, reorderQty: 20 });
    await receive(filter, store, 15);
    expect(await toOrder(truck)).toEqual([]);

    const set = await minimum(filter.id, truck, 2);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ message: PART_MESSAGES.minimumSaved });
    const detail = set.json().data as PartDetail;
    expect(detail.stock).toContainEqual(
      expect.objectContaining({ locationId: truck, quantity: 0, minStock: 2, needsCount: false }),
    );
    expect(detail.stock).toContainEqual(expect.objectContaining({ locationId: store, minStock: null }));
    // Suggested: the part's reorder quantity, or what brings it to the minimum there.
    expect(await toOrder(truck)).toEqual([
      expect.objectContaining({ partId: filter.id, onHand: 0, minStock: 2, suggestedQuantity: 20 }),
    ]);
    expect(await toOrder(store)).toEqual([]);
    // A location's stock (My Truck) says the minimum that applies there and whether it is the location's own.
    expect(await locationStock(truck)).toContainEqual(
      expect.objectContaining({ partId: filter.id, quantity: 0, minStock: 2, locationMinStock: 2 }),
    );
    expect(await locationStock(store)).toContainEqual(
      expect.objectContaining({ partId: filter.id, quantity: 15, minStock: 10, locationMinStock: null }),
    );

    // The store's own minimum above its stock lists it there; the part's minimum changing does not override it.
    expect((await minimum(filter.id, store, 16)).statusCode).toBe(200);
    expect(await toOrder(store)).toEqual([expect.objectContaining({ partId: filter.id, minStock: 16 })]);
    await org.expectCall(
      "SHOP_FOREMAN",
      "PUT",
      `/api/v1/parts/${filter.id}`,
      {
        partNumber: filter.partNumber,
        name: "Oil filter",
        unit: "EACH",
        unitCost: 12.5,
        minStock: 0,
        reorderQty: 20,
      },
      200,
    );
    expect(await toOrder(store)).toEqual([expect.objectContaining({ partId: filter.id, minStock: 16 })]);
    expect(await toOrder(truck)).toEqual([expect.objectContaining({ partId: filter.id, minStock: 2 })]);

    // Loaded onto the truck: above its minimum, off the list (the ledger's trigger reads the location's).
    await org.expectCall(
      "SHOP_FOREMAN",
      "POST",
      `/api/v1/parts/${filter.id}/move`,
      { fromLocationId: store, toLocationId: truck, quantity: 3 },
      200,
    );
    expect(await toOrder(truck)).toEqual([]);
    // Cleared: the part's minimum (now 0) applies at the store again; a retry with its key changes nothing.
    const key = { "idempotency-key": `clear-${filter.id}` };
    const clear = await org.call(
      "SHOP_FOREMAN",
      "PUT",
      `/api/v1/parts/${filter.id}/locations/${store}/minimum`,
      { minStock: "" },
      key,
    );
    expect(clear.statusCode, clear.body).toBe(200);
    expect(clear.json()).toMatchObject({ message: PART_MESSAGES.minimumCleared });
    expect(await toOrder(store)).toEqual([]);
    const again = await org.call(
      "SHOP_FOREMAN",
      "PUT",
      `/api/v1/parts/${filter.id}/locations/${store}/minimum`,
      { minStock: "" },
      key,
    );
    expect(again.json()).toEqual(clear.json());
    expect(await toOrder(store)).toEqual([]);
  });

  it("bad input is a 400 naming minStock, another organization's part or location a 404, and nothing changes", async () => {
    const part = await org.addPart({ minStock: 1 });
    const litres = await org.addPart({ name: "Hydraulic oil", unit: "LITRE" });
    for (const [body, status] of [
      [-1, 400],
      ["many", 400],
      [1.5, 400],
    ] as const) {
      const refused = await minimum(part.id, truck, body);
      expect(refused.statusCode, `${body}`).toBe(status);
      expect(refused.json()).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "minStock" }] });
    }
    expect((await minimum(litres.id, truck, 12.5)).statusCode).toBe(200);
    const otherStore = await other.addLocation({ name: "Their store", kind: "STORE" });
    const theirPart = await other.addPart();
    expect((await minimum(part.id, otherStore, 2)).statusCode).toBe(404);
    expect((await minimum(theirPart.id, truck, 2)).statusCode).toBe(404);
    expect((await minimum(part.id, truck, 2, other)).statusCode).toBe(404);
    expect((await minimum(part.id, truck, 2, org, "MECHANIC")).statusCode).toBe(403);
    const stock = (await org.expectCall("SHOP_FOREMAN", "GET", `/api/v1/parts/${part.id}`, undefined, 200))
      .data as PartDetail;
    expect(stock.stock).toEqual([]);
  });
});
