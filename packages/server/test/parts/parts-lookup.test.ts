import { randomUUID } from "node:crypto";
import { PART_MESSAGES } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { createPartsOrganization, type PartJson, type PartsOrganization } from "./parts-fixtures.js";

/**
 * What the parts screens need besides the first slice (docs/decisions/032-parts-screens.md): a part by its
 * barcode or number (Scan), the categories (the list's filter), restoring an archived part, editing a location.
 */
describe(onEngine("parts and stock: lookup by code, categories, restore, location edits"), () => {
  let t: TestApp;
  let org: PartsOrganization;
  let other: PartsOrganization;

  const get = (url: string, role: Parameters<PartsOrganization["call"]>[0] = "MECHANIC") =>
    org.call(role, "GET", url);

  beforeAll(async () => {
    t = await createTestApp();
    org = await createPartsOrganization(t.app, "Parts lookup");
    other = await createPartsOrganization(t.app, "Parts lookup elsewhere");
  });
  afterAll(() => t.close());

  it("a barcode (exact) or a part number (any case) finds the part with its stock; a barcode wins over a number", async () => {
    const filter = await org.addPart({
      partNumber: "LK-FLT-100",
      barcode: "0761234567890",
      category: "Filters",
    });
    // Another part whose barcode is the first one's part number: scanning that barcode means this part.
    const labelled = await org.addPart({ partNumber: "LK-LBL-200", barcode: "lk-flt-100" });

    for (const code of ["0761234567890", "LK-FLT-100", "Lk-Flt-100"]) {
      const found = await get(`/api/v1/parts/by-code/${encodeURIComponent(code)}`);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().data).toMatchObject({ id: filter.id, stock: [] });
    }
    const byBarcode = await get("/api/v1/parts/by-code/lk-flt-100");
    expect(byBarcode.json().data.id).toBe(labelled.id);
    // Barcodes are matched as printed: another case is not this barcode.
    expect((await get("/api/v1/parts/by-code/0761234567890X")).statusCode).toBe(404);

    // An operator finds it too, without its cost.
    const asOperator = await get("/api/v1/parts/by-code/LK-FLT-100", "OPERATOR");
    expect(asOperator.json().data).toMatchObject({ id: filter.id, unitCost: null });
  });

  it("another organization's code, a code nowhere and a code too long answer 404, a blank one 400", async () => {
    const theirs = await other.addPart({ partNumber: "LK-THEIRS-1", barcode: "999000111" });
    for (const code of [theirs.partNumber, "999000111", "NO-SUCH-PART"]) {
      const answer = await get(`/api/v1/parts/by-code/${code}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, error: PART_MESSAGES.codeNotFound });
    }
    // Longer than any part number or barcode: the router's own limit (100 characters a segment) refuses it.
    const long = await get(`/api/v1/parts/by-code/${"A".repeat(101)}`);
    expect(long.statusCode).toBe(404);
    expect(long.json()).toMatchObject({ success: false });
    const blank = await get("/api/v1/parts/by-code/%20%20");
    expect(blank.statusCode).toBe(400);
  });

  it("the categories are the organization's own, distinct and in order", async () => {
    await org.addPart({ category: "Hydraulics" });
    await org.addPart({ category: "Filters" });
    await org.addPart({ category: "Belts" });
    await org.addPart({});
    await other.addPart({ category: "Asphalt" });
    const answer = await get("/api/v1/parts/categories", "VIEWER");
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual(["Belts", "Filters", "Hydraulics"]);
  });

  it("a manager restores an archived part: it takes stock again; restoring an active one is a 409", async () => {
    const store = await org.addLocation({ name: "Lookup store", kind: "STORE" });
    const part: PartJson = await org.addPart();
    await org.expectCall("SHOP_FOREMAN", "POST", `/api/v1/parts/${part.id}/archive`, undefined, 200);
    const receive = { locationId: store, quantity: 2 };
    const refused = await org.call("SHOP_FOREMAN", "POST", `/api/v1/parts/${part.id}/receive`, receive);
    expect(refused.statusCode).toBe(409);

    expect((await org.call("MECHANIC", "POST", `/api/v1/parts/${part.id}/restore`)).statusCode).toBe(403);
    const restored = await org.expectCall(
      "FLEET_MANAGER",
      "POST",
      `/api/v1/parts/${part.id}/restore`,
      undefined,
      200,
    );
    expect(restored).toMatchObject({ message: PART_MESSAGES.restored, data: { archivedAt: null } });
    await org.expectCall("SHOP_FOREMAN", "POST", `/api/v1/parts/${part.id}/receive`, receive, 200);

    const again = await org.call("SHOP_FOREMAN", "POST", `/api/v1/parts/${part.id}/restore`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "PART_NOT_ARCHIVED", error: PART_MESSAGES.notArchived });
    const theirs = await other.addPart();
    for (const id of [theirs.id, randomUUID()]) {
      expect((await org.call("SHOP_FOREMAN", "POST", `/api/v1/parts/${id}/restore`)).statusCode).toBe(404);
    }
  });

  it("a manager renames a location and gives a truck to a mechanic; the keeper, the name and the id are checked", async () => {
    const truck = await org.addLocation({ name: "Service truck 4", kind: "TRUCK" });
    await org.addLocation({ name: "North store", kind: "STORE" });
    const url = `/api/v1/stock-locations/${truck}`;
    const edited = await org.expectCall(
      "SHOP_FOREMAN",
      "PUT",
      url,
      { name: "Service truck 4 (Luis)", kind: "TRUCK", keeperId: org.team.ids.MECHANIC },
      200,
    );
    expect(edited).toMatchObject({
      message: PART_MESSAGES.locationUpdated,
      data: { id: truck, name: "Service truck 4 (Luis)", keeper: { id: org.team.ids.MECHANIC } },
    });
    // The mechanic now keeps it: they may load it.
    const part = await org.addPart();
    const store = await org.addLocation({ name: "Lookup main", kind: "STORE" });
    await org.expectCall(
      "SHOP_FOREMAN",
      "POST",
      `/api/v1/parts/${part.id}/receive`,
      { locationId: store, quantity: 3 },
      200,
    );
    await org.expectCall(
      "MECHANIC",
      "POST",
      `/api/v1/parts/${part.id}/move`,
      { fromLocationId: store, toLocationId: truck, quantity: 1 },
      200,
    );

    const taken = await org.call("SHOP_FOREMAN", "PUT", url, { name: "north STORE", kind: "TRUCK" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "STOCK_LOCATION_NAME_TAKEN", details: [{ path: "name" }] });
    const stranger = await org.call("SHOP_FOREMAN", "PUT", url, {
      name: "Service truck 4",
      kind: "TRUCK",
      keeperId: other.team.ids.MECHANIC,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({
      details: [{ path: "keeperId", message: PART_MESSAGES.keeperNotFound }],
    });
    const blank = await org.call("SHOP_FOREMAN", "PUT", url, { name: " ", kind: "TRUCK" });
    expect(blank.statusCode).toBe(400);
    expect((await org.call("MECHANIC", "PUT", url, { name: "Mine", kind: "TRUCK" })).statusCode).toBe(403);

    const theirs = await other.addLocation({ name: "Their truck", kind: "TRUCK" });
    for (const id of [theirs, randomUUID()]) {
      const answer = await org.call("SHOP_FOREMAN", "PUT", `/api/v1/stock-locations/${id}`, {
        name: "Taken over",
        kind: "STORE",
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ error: PART_MESSAGES.locationNotFound });
    }
    // Nothing of the refusals stuck: the name and keeper are the first edit's.
    const locations = await org.expectCall("SHOP_FOREMAN", "GET", "/api/v1/stock-locations", undefined, 200);
    expect((locations.data as { id: string; name: string }[]).find((l) => l.id === truck)?.name).toBe(
      "Service truck 4 (Luis)",
    );
  });
});
