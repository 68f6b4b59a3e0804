import { randomUUID } from "node:crypto";
import { PART_MESSAGES } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { count } from "../work-orders/fixtures.js";
import { createPartsOrganization, type PartJson, type PartsOrganization } from "./parts-fixtures.js";

/** Bad input, other organizations' ids and roles: a clear 400/403/404/409, never a 500, never a ledger row. */
describe(onEngine("parts and stock: refusals"), () => {
  let t: TestApp;
  let org: PartsOrganization;
  let other: PartsOrganization;
  let store: string;
  let filter: PartJson;
  let job: string;
  let ledgerRows: () => Promise<number>;

  const refused = async (
    role: Parameters<PartsOrganization["call"]>[0],
    url: string,
    payload: unknown,
    status: number,
    expected: Record<string, unknown>,
  ) => {
    const before = await ledgerRows();
    const response = await org.call(role, "POST", url, payload);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    expect(response.json()).toMatchObject({ success: false, ...expected });
    expect(await ledgerRows(), "no ledger row is written").toBe(before);
  };

  beforeAll(async () => {
    t = await createTestApp();
    org = await createPartsOrganization(t.app, "Parts refusals");
    other = await createPartsOrganization(t.app, "Parts elsewhere");
    store = await org.addLocation({ name: "Store", kind: "STORE" });
    filter = await org.addPart({ unit: "EACH" });
    job = await org.workOrder("IN_PROGRESS");
    ledgerRows = () =>
      count(t.db, "SELECT count(*) AS n FROM stock_ledger WHERE organization_id = $1", [org.organizationId]);
  });
  afterAll(() => t.close());

  it("zero, negative, too large and fractional 'each' quantities, and costs out of range, are 400s naming the field", async () => {
    const use = `/api/v1/work-orders/${job}/parts`;
    for (const quantity of [0, -1, "two", 2_000_000]) {
      await refused("MECHANIC", use, { partId: filter.id, locationId: store, quantity }, 400, {
        code: "VALIDATION_ERROR",
        details: [expect.objectContaining({ path: "quantity" })],
      });
    }
    await refused("MECHANIC", use, { partId: filter.id, locationId: store, quantity: 1.5 }, 400, {
      code: "VALIDATION_ERROR",
      details: [{ path: "quantity", message: PART_MESSAGES.wholeQuantity }],
    });
    const receive = `/api/v1/parts/${filter.id}/receive`;
    for (const unitCost of [-1, 5_000_000_000]) {
      await refused("SHOP_FOREMAN", receive, { locationId: store, quantity: 1, unitCost }, 400, {
        details: [expect.objectContaining({ path: "unitCost" })],
      });
    }
    await refused(
      "SHOP_FOREMAN",
      `/api/v1/parts/${filter.id}/count`,
      { locationId: store, countedQuantity: 3 },
      400,
      {
        details: [{ path: "reason", message: PART_MESSAGES.reasonRequired }],
      },
    );
    await refused(
      "SHOP_FOREMAN",
      `/api/v1/parts/${filter.id}/move`,
      { fromLocationId: store, toLocationId: store, quantity: 1 },
      400,
      { details: [{ path: "toLocationId", message: PART_MESSAGES.sameLocation }] },
    );
    const badPart = await org.call("SHOP_FOREMAN", "POST", "/api/v1/parts", {
      partNumber: " ",
      name: "",
      unit: "BARREL",
    });
    expect(badPart.statusCode).toBe(400);
    expect(
      badPart
        .json()
        .details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(["name", "partNumber", "unit"]);
  });

  it("a duplicate part number (in any case) or barcode, or location name, is a 409 naming the field", async () => {
    const tagged = await org.addPart({ barcode: `BC-${randomUUID()}` });
    const again = await org.call("SHOP_FOREMAN", "POST", "/api/v1/parts", {
      partNumber: tagged.partNumber.toLowerCase(),
      name: "Same number",
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: "PART_NUMBER_TAKEN", details: [{ path: "partNumber" }] });
    const sameBarcode = await org.call("SHOP_FOREMAN", "PUT", `/api/v1/parts/${filter.id}`, {
      partNumber: filter.partNumber,
      name: "Oil filter",
      barcode: tagged.barcode,
    });
    expect(sameBarcode.statusCode, sameBarcode.body).toBe(409);
    expect(sameBarcode.json()).toMatchObject({ code: "PART_BARCODE_TAKEN", details: [{ path: "barcode" }] });
    // Another organization may use the same number.
    await other.addPart({ partNumber: tagged.partNumber });
    const sameName = await org.call("SHOP_FOREMAN", "POST", "/api/v1/stock-locations", {
      name: "STORE",
      kind: "STORE",
    });
    expect(sameName.statusCode, sameName.body).toBe(409);
    expect(sameName.json()).toMatchObject({ code: "STOCK_LOCATION_NAME_TAKEN", details: [{ path: "name" }] });
    const foreignKeeper = await org.call("SHOP_FOREMAN", "POST", "/api/v1/stock-locations", {
      name: "Truck of a stranger",
      kind: "TRUCK",
      keeperId: other.team.ids.MECHANIC,
    });
    expect(foreignKeeper.statusCode, foreignKeeper.body).toBe(400);
    expect(foreignKeeper.json()).toMatchObject({ details: [{ path: "keeperId" }] });
  });

  it("another organization's part, location or work order, and ids that exist nowhere, are 404s", async () => {
    const theirStore = await other.addLocation({ name: "Their store", kind: "STORE" });
    const theirPart = await other.addPart();
    const theirJob = await other.workOrder("IN_PROGRESS");
    const notFound = { code: "NOT_FOUND" };
    for (const partId of [theirPart.id, randomUUID()]) {
      const read = await org.call("SHOP_FOREMAN", "GET", `/api/v1/parts/${partId}`);
      expect(read.statusCode).toBe(404);
      expect((await org.call("SHOP_FOREMAN", "GET", `/api/v1/parts/${partId}/ledger`)).statusCode).toBe(404);
      await refused(
        "SHOP_FOREMAN",
        `/api/v1/parts/${partId}/receive`,
        { locationId: store, quantity: 1 },
        404,
        notFound,
      );
      await refused(
        "MECHANIC",
        `/api/v1/work-orders/${job}/parts`,
        { partId, locationId: store, quantity: 1 },
        404,
        notFound,
      );
    }
    for (const locationId of [theirStore, randomUUID()]) {
      const held = await org.call("MECHANIC", "GET", `/api/v1/stock-locations/${locationId}/stock`);
      expect(held.statusCode, held.body).toBe(404);
      await refused("SHOP_FOREMAN", `/api/v1/parts/${filter.id}/receive`, { locationId, quantity: 1 }, 404, {
        error: PART_MESSAGES.locationNotFound,
      });
    }
    await refused(
      "SHOP_FOREMAN",
      `/api/v1/work-orders/${theirJob}/parts`,
      { partId: filter.id, locationId: store, quantity: 1 },
      404,
      notFound,
    );
    expect((await org.call("SHOP_FOREMAN", "GET", `/api/v1/work-orders/${theirJob}/parts`)).statusCode).toBe(
      404,
    );
  });

  it("a mechanic records parts only on their own open work orders; roles without the capability get 403", async () => {
    const unassigned = await org.workOrder("PENDING");
    const body = { partId: filter.id, locationId: store, quantity: 1 };
    await refused("MECHANIC", `/api/v1/work-orders/${unassigned}/parts`, body, 404, { code: "NOT_FOUND" });
    const done = await org.workOrder("COMPLETED");
    await refused("MECHANIC", `/api/v1/work-orders/${done}/parts`, body, 409, { code: "WORK_ORDER_CLOSED" });
    await refused("OPERATOR", `/api/v1/work-orders/${job}/parts`, body, 403, {
      code: "INSUFFICIENT_PERMISSIONS",
    });
    await refused("VIEWER", `/api/v1/work-orders/${job}/parts`, body, 403, {
      code: "INSUFFICIENT_PERMISSIONS",
    });
    await refused("MECHANIC", `/api/v1/parts/${filter.id}/receive`, { locationId: store, quantity: 1 }, 403, {
      code: "INSUFFICIENT_PERMISSIONS",
    });
    await refused("INSPECTOR", "/api/v1/parts", { partNumber: "X-1", name: "Nope" }, 403, {
      code: "INSUFFICIENT_PERMISSIONS",
    });
  });
});
