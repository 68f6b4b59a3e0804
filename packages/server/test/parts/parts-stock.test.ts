import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { count } from "../work-orders/fixtures.js";
import { createPartsOrganization, type PartJson, type PartsOrganization } from "./parts-fixtures.js";

interface StockChangeJson {
  entries: {
    id: string;
    kind: string;
    quantity: number;
    unitCost: number | null;
    workOrderId: string | null;
  }[];
  stock: {
    locationId: string;
    quantity: number;
    needsCount: boolean;
    belowZero: boolean;
    belowMinimum: boolean;
  }[];
}

/** A foreman's catalogue and stock, a mechanic's job and truck (docs/decisions/030-parts-and-stock.md). */
describe(onEngine("parts and stock: the ledger, on hand, a job's parts and its cost"), () => {
  let t: TestApp;
  let org: PartsOrganization;
  let store: string;
  let truck: string;

  const part = async (id: string) =>
    (await org.expectCall("SHOP_FOREMAN", "GET", `/api/v1/parts/${id}`, undefined, 200)).data as PartJson;
  const onHand = async (id: string, location: string) =>
    (await part(id)).stock.find((level) => level.locationId === location);
  const receive = (id: string, quantity: number, unitCost?: number, location = store) =>
    org.expectCall(
      "SHOP_FOREMAN",
      "POST",
      `/api/v1/parts/${id}/receive`,
      { locationId: location, quantity, unitCost },
      200,
    );
  const use = async (workOrder: string, partId: string, quantity: number, headers?: Record<string, string>) =>
    (
      await org.expectCall(
        "MECHANIC",
        "POST",
        `/api/v1/work-orders/${workOrder}/parts`,
        { partId, locationId: store, quantity },
        200,
        headers,
      )
    ).data as StockChangeJson;

  beforeAll(async () => {
    t = await createTestApp();
    org = await createPartsOrganization(t.app, "Parts");
    store = await org.addLocation({ name: "Main store", kind: "STORE" });
    truck = await org.addLocation({ name: "Truck 7", kind: "TRUCK", keeperId: org.team.ids.MECHANIC });
  });
  afterAll(() => t.close());

  it("a foreman adds a part and receives stock at its cost: on hand, the ledger row and the part's cost move", async () => {
    const filter = await org.addPart({ unitCost: 10, minStock: 2, reorderQty: 6, fits: ["CAT 320"] });
    expect(filter).toMatchObject({
      onHand: 0,
      needsCount: false,
      unitCost: 10,
      fits: ["CAT 320"],
      stock: [],
    });
    const received = (await receive(filter.id, 5, 11.25)).data as StockChangeJson;
    expect(received.entries).toMatchObject([{ kind: "RECEIVED", quantity: 5, unitCost: 11.25 }]);
    expect(received.stock).toMatchObject([
      { locationId: store, quantity: 5, belowZero: false, belowMinimum: false },
    ]);
    expect(await part(filter.id)).toMatchObject({ onHand: 5, unitCost: 11.25 });
    const locations = await org.expectCall("MECHANIC", "GET", "/api/v1/stock-locations", undefined, 200);
    expect(locations.data).toMatchObject([
      { id: store, kind: "STORE", keeper: null },
      { id: truck, kind: "TRUCK", keeper: { id: org.team.ids.MECHANIC } },
    ]);
  });

  it("a mechanic uses parts on their job: on hand falls, a USED row at the cost now; a retry with its key records once", async () => {
    const filter = await org.addPart({ unitCost: 8 });
    await receive(filter.id, 4);
    const job = await org.workOrder("IN_PROGRESS");
    const key = { "idempotency-key": `use-${filter.id}` };
    const first = await use(job, filter.id, 3, key);
    expect(first.entries).toMatchObject([{ kind: "USED", quantity: -3, unitCost: 8, workOrderId: job }]);
    expect(first.stock).toMatchObject([{ quantity: 1, belowZero: false }]);
    const retry = await use(job, filter.id, 3, key);
    expect(retry.entries[0]?.id).toBe(first.entries[0]?.id);
    expect(await count(t.db, "SELECT count(*) AS n FROM stock_ledger WHERE work_order_id = $1", [job])).toBe(
      1,
    );
    expect((await onHand(filter.id, store))?.quantity).toBe(1);
  });

  it("two uses of the last one are both recorded: stock -1, flagged for a count, the answer says so; a count clears it", async () => {
    const filter = await org.addPart({ minStock: 1 });
    await receive(filter.id, 1);
    const [jobA, jobB] = [await org.workOrder("IN_PROGRESS"), await org.workOrder("ASSIGNED")];
    const first = await use(jobA, filter.id, 1);
    expect(first.stock).toMatchObject([
      { quantity: 0, belowZero: false, belowMinimum: true, needsCount: false },
    ]);
    const second = await use(jobB, filter.id, 1);
    expect(second.stock).toMatchObject([
      { quantity: -1, belowZero: true, belowMinimum: true, needsCount: true },
    ]);
    expect(await part(filter.id)).toMatchObject({ onHand: -1, needsCount: true });
    const toOrder = await org.expectCall(
      "SHOP_FOREMAN",
      "GET",
      `/api/v1/parts/to-order?locationId=${store}`,
      undefined,
      200,
    );
    expect((toOrder.data as { items: unknown[] }).items).toContainEqual(
      expect.objectContaining({ partId: filter.id, onHand: -1, needsCount: true, suggestedQuantity: 2 }),
    );

    const counted = await org.expectCall(
      "SHOP_FOREMAN",
      "POST",
      `/api/v1/parts/${filter.id}/count`,
      { locationId: store, countedQuantity: 0, reason: "Shelf checked after two jobs took the last one" },
      200,
    );
    expect((counted.data as StockChangeJson).entries).toMatchObject([{ kind: "COUNTED", quantity: 1 }]);
    expect(await onHand(filter.id, store)).toMatchObject({ quantity: 0, needsCount: false });
  });

  it("uses of the last ones at the same moment are all recorded: none is lost, stock is exactly what the ledger says", async () => {
    const filter = await org.addPart();
    await receive(filter.id, 2);
    const jobs = await Promise.all([1, 2, 3, 4, 5].map(() => org.workOrder("IN_PROGRESS")));
    const answers = await Promise.all(jobs.map((job) => use(job, filter.id, 1)));
    expect(answers.map((answer) => answer.entries.length)).toEqual([1, 1, 1, 1, 1]);
    expect(await onHand(filter.id, store)).toMatchObject({ quantity: -3, needsCount: true });
    const ledgerSum = await t.db.one<{ n: number }>(
      "SELECT sum(quantity)::float8 AS n FROM stock_ledger WHERE part_id = $1 AND location_id = $2",
      [filter.id, store],
    );
    expect(ledgerSum?.n).toBe(-3);
  });

  it("returns go back at what they cost the job, never more than it used; the job's parts cost is USED minus RETURNED", async () => {
    const filter = await org.addPart({ unitCost: 20 });
    const litres = await org.addPart({ unit: "LITRE", unitCost: 4.5, name: "Hydraulic oil" });
    await receive(filter.id, 10);
    await receive(litres.id, 100);
    const job = await org.workOrder("IN_PROGRESS");
    await use(job, filter.id, 3);
    await use(job, litres.id, 12.5);
    // The price changes later: the job keeps the cost of its time, and the return goes back at it.
    await receive(filter.id, 1, 30);
    const returned = await org.expectCall(
      "MECHANIC",
      "POST",
      `/api/v1/work-orders/${job}/parts/return`,
      { partId: filter.id, locationId: store, quantity: 1 },
      200,
    );
    expect((returned.data as StockChangeJson).entries).toMatchObject([
      { kind: "RETURNED", quantity: 1, unitCost: 20 },
    ]);
    const tooMany = await org.call("MECHANIC", "POST", `/api/v1/work-orders/${job}/parts/return`, {
      partId: filter.id,
      locationId: store,
      quantity: 3,
    });
    expect(tooMany.statusCode, tooMany.body).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: "RETURN_EXCEEDS_USE" });

    const parts = (
      await org.expectCall("SHOP_FOREMAN", "GET", `/api/v1/work-orders/${job}/parts`, undefined, 200)
    ).data as { partsCost: number; lines: Record<string, unknown>[]; entries: unknown[] };
    expect(parts.partsCost).toBe(2 * 20 + 12.5 * 4.5);
    expect(parts.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ partId: filter.id, used: 3, returned: 1, cost: 40 }),
        expect.objectContaining({ partId: litres.id, used: 12.5, returned: 0, cost: 56.25 }),
      ]),
    );
    expect(parts.entries).toHaveLength(3);
    // The operator reads the job's parts, never their costs.
    const seenByOperator = (
      await org.expectCall("OPERATOR", "GET", `/api/v1/work-orders/${job}/parts`, undefined, 200)
    ).data as { partsCost: number | null; lines: { cost: number | null }[] };
    expect(seenByOperator.partsCost).toBeNull();
    expect(seenByOperator.lines.every((line) => line.cost === null)).toBe(true);
    const partForOperator = await org.expectCall(
      "OPERATOR",
      "GET",
      `/api/v1/parts/${filter.id}`,
      undefined,
      200,
    );
    expect((partForOperator.data as PartJson).unitCost).toBeNull();
  });

  it("moves: the store loads the mechanic's truck, the mechanic gives back; never another truck's stock", async () => {
    const filter = await org.addPart();
    await receive(filter.id, 6);
    const loaded = await org.expectCall(
      "MECHANIC",
      "POST",
      `/api/v1/parts/${filter.id}/move`,
      { fromLocationId: store, toLocationId: truck, quantity: 4 },
      200,
    );
    expect(
      (loaded.data as StockChangeJson).entries.map((entry) => [entry.kind, entry.quantity]).sort(),
    ).toEqual([
      ["MOVED_IN", 4],
      ["MOVED_OUT", -4],
    ]);
    expect((await onHand(filter.id, store))?.quantity).toBe(2);
    expect((await onHand(filter.id, truck))?.quantity).toBe(4);
    const truckStock = await org.expectCall(
      "MECHANIC",
      "GET",
      `/api/v1/stock-locations/${truck}/stock`,
      undefined,
      200,
    );
    expect((truckStock.data as { items: unknown[] }).items).toContainEqual(
      expect.objectContaining({ partId: filter.id, quantity: 4, needsCount: false }),
    );

    const otherTruck = await org.addLocation({ name: "Truck 9", kind: "TRUCK" });
    const refused = await org.call("MECHANIC", "POST", `/api/v1/parts/${filter.id}/move`, {
      fromLocationId: store,
      toLocationId: otherTruck,
      quantity: 1,
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: "NOT_YOUR_TRUCK" });
    await org.expectCall(
      "SHOP_FOREMAN",
      "POST",
      `/api/v1/parts/${filter.id}/move`,
      { fromLocationId: store, toLocationId: otherTruck, quantity: 1 },
      200,
    );
    const ledger = await org.expectCall(
      "VIEWER",
      "GET",
      `/api/v1/parts/${filter.id}/ledger?limit=2`,
      undefined,
      200,
    );
    expect(ledger.data).toMatchObject({ pagination: { total: 5, pages: 3, totalIsExact: true } });
  });

  it("the 'to order' list: at or below the minimum per location, with the reorder quantity or what reaches the minimum", async () => {
    const low = await org.addPart({ minStock: 5, reorderQty: 10, name: "Low filter" });
    const short = await org.addPart({ minStock: 8, reorderQty: 2, name: "Short belt" });
    const fine = await org.addPart({ minStock: 1, reorderQty: 10, name: "Fine hose" });
    const restocked = await org.addPart({ minStock: 3, reorderQty: 3 });
    await receive(low.id, 5);
    await receive(short.id, 1);
    await receive(fine.id, 2);
    await receive(restocked.id, 1);
    const items = async () =>
      (
        (
          await org.expectCall(
            "SHOP_FOREMAN",
            "GET",
            `/api/v1/parts/to-order?locationId=${store}&limit=100`,
            undefined,
            200,
          )
        ).data as { items: { partId: string; onHand: number; suggestedQuantity: number }[] }
      ).items;
    const listed = await items();
    expect(listed.find((item) => item.partId === low.id)).toMatchObject({ onHand: 5, suggestedQuantity: 10 });
    expect(listed.find((item) => item.partId === short.id)).toMatchObject({
      onHand: 1,
      suggestedQuantity: 7,
    });
    expect(listed.find((item) => item.partId === fine.id)).toBeUndefined();
    expect(listed.find((item) => item.partId === restocked.id)).toBeDefined();
    // Receiving moves it off the list.
    await receive(restocked.id, 3);
    expect((await items()).find((item) => item.partId === restocked.id)).toBeUndefined();
  });

  it("the 'to order' state follows a part's minimum and archive; the list pages by location name, then part number", async () => {
    // An organization of its own: its lists hold this test's rows only.
    const own = await createPartsOrganization(t.app, "Parts to order");
    const main = await own.addLocation({ name: "Main store", kind: "STORE" });
    const annex = await own.addLocation({ name: "Annex", kind: "STORE" });
    const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
    const add = (partNumber: string, minStock: number) =>
      own.addPart({ partNumber: `${partNumber}-${tag}`, minStock, reorderQty: 10 });
    const [a, b, c] = [await add("A-100", 4), await add("B-200", 4), await add("C-300", 0)];
    const receiveAt = (id: string, location: string, quantity: number) =>
      own.expectCall(
        "SHOP_FOREMAN",
        "POST",
        `/api/v1/parts/${id}/receive`,
        { locationId: location, quantity },
        200,
      );
    await receiveAt(b.id, main, 2);
    await receiveAt(a.id, main, 2);
    await receiveAt(b.id, annex, 3);
    await receiveAt(a.id, annex, 9);
    await receiveAt(c.id, main, 5);
    const listed = async (query = "limit=100") => {
      const data = (
        await own.expectCall("SHOP_FOREMAN", "GET", `/api/v1/parts/to-order?${query}`, undefined, 200)
      ).data as {
        items: { partNumber: string; locationName: string; onHand: number }[];
        pagination: { total: number };
      };
      return {
        rows: data.items.map((item) => `${item.locationName} ${item.partNumber.slice(0, 5)} ${item.onHand}`),
        total: data.pagination.total,
      };
    };
    expect(await listed()).toEqual({
      rows: ["Annex B-200 3", "Main store A-100 2", "Main store B-200 2"],
      total: 3,
    });
    expect(await listed("limit=2&page=2")).toEqual({ rows: ["Main store B-200 2"], total: 3 });
    expect(await listed(`locationId=${annex}`)).toEqual({ rows: ["Annex B-200 3"], total: 1 });
    // A higher minimum puts a part on the list where it is now short; archiving takes it off everywhere.
    const edit = (part: PartJson, minStock: number) =>
      own.expectCall(
        "SHOP_FOREMAN",
        "PUT",
        `/api/v1/parts/${part.id}`,
        {
          partNumber: part.partNumber,
          name: part.name,
          unit: "EACH",
          unitCost: 12.5,
          minStock,
          reorderQty: 10,
        },
        200,
      );
    await edit(a, 10);
    await edit(c, 6);
    expect((await listed()).rows).toEqual([
      "Annex A-100 9",
      "Annex B-200 3",
      "Main store A-100 2",
      "Main store B-200 2",
      "Main store C-300 5",
    ]);
    await own.expectCall("SHOP_FOREMAN", "POST", `/api/v1/parts/${b.id}/archive`, undefined, 200);
    await edit(a, 1);
    expect((await listed()).rows).toEqual(["Main store C-300 5"]);
    // Receiving moves it off; what is kept on the rows is what the rows say (a location's own minimum, else the
    // part's: the demo's trucks keep their own).
    await receiveAt(c.id, main, 2);
    expect(await listed()).toEqual({ rows: [], total: 0 });
    expect(
      await count(
        t.db,
        `SELECT count(*) AS n FROM stock_on_hand h JOIN parts p ON p.id = h.part_id
         WHERE h.to_order IS DISTINCT FROM
           stock_is_to_order(h.quantity, COALESCE(h.min_stock, p.min_stock), p.archived_at IS NOT NULL)`,
      ),
    ).toBe(0);
    // A location's stock in part-number order, and a part's ledger newest first, page after page.
    const held = async (query: string) =>
      (
        (
          await own.expectCall(
            "VIEWER",
            "GET",
            `/api/v1/stock-locations/${main}/stock?${query}`,
            undefined,
            200,
          )
        ).data as { items: { partNumber: string }[] }
      ).items.map((item) => item.partNumber.slice(0, 5));
    expect(await held("limit=50")).toEqual(["A-100", "B-200", "C-300"]);
    expect(await held("limit=2&page=2")).toEqual(["C-300"]);
    // Renumbered, a part moves in every location's order: the number kept beside its stock follows (migration 041).
    await own.expectCall(
      "SHOP_FOREMAN",
      "PUT",
      `/api/v1/parts/${c.id}`,
      { partNumber: `0-300-${tag}`, name: c.name, unit: "EACH", unitCost: 12.5, minStock: 6, reorderQty: 10 },
      200,
    );
    expect(await held("limit=50")).toEqual(["0-300", "A-100", "B-200"]);
    expect(await held("limit=2&page=2")).toEqual(["B-200"]);
    expect(
      await count(
        t.db,
        "SELECT count(*) AS n FROM stock_on_hand h JOIN parts p ON p.id = h.part_id WHERE h.part_number <> p.part_number",
      ),
    ).toBe(0);
    const ledger = async (query: string) =>
      (
        (await own.expectCall("VIEWER", "GET", `/api/v1/parts/${c.id}/ledger?${query}`, undefined, 200))
          .data as {
          entries: { quantity: number }[];
        }
      ).entries.map((entry) => entry.quantity);
    expect(await ledger("limit=10")).toEqual([2, 5]);
    expect([...(await ledger("limit=1&page=1")), ...(await ledger("limit=1&page=2"))]).toEqual([2, 5]);
  });

  it("search by part number, name or barcode; archived parts apart, and refused for new stock changes with a clear 409", async () => {
    const tagged = await org.addPart({ name: "Fuel water separator", barcode: "0123456789012" });
    const search = async (text: string, archived = false) =>
      (
        (
          await org.expectCall(
            "VIEWER",
            "GET",
            `/api/v1/parts?search=${encodeURIComponent(text)}&archived=${archived}`,
            undefined,
            200,
          )
        ).data as { parts: { id: string }[] }
      ).parts.map((found) => found.id);
    expect(await search("water sep")).toContain(tagged.id);
    expect(await search("456789")).toContain(tagged.id);
    expect(await search(tagged.partNumber.toLowerCase())).toEqual([tagged.id]);
    await org.expectCall("SHOP_FOREMAN", "POST", `/api/v1/parts/${tagged.id}/archive`, undefined, 200);
    expect(await search("water sep")).not.toContain(tagged.id);
    expect(await search("water sep", true)).toContain(tagged.id);
    const job = await org.workOrder("IN_PROGRESS");
    const refused = await org.call("MECHANIC", "POST", `/api/v1/work-orders/${job}/parts`, {
      partId: tagged.id,
      locationId: store,
      quantity: 1,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "PART_ARCHIVED",
      error: expect.stringContaining("archived"),
    });
    expect(await count(t.db, "SELECT count(*) AS n FROM stock_ledger WHERE part_id = $1", [tagged.id])).toBe(
      0,
    );
  });

  it("the database refuses to edit or delete a ledger row, whoever asks", async () => {
    const filter = await org.addPart();
    await receive(filter.id, 2);
    await expect(
      t.db.query("UPDATE stock_ledger SET quantity = 100 WHERE part_id = $1", [filter.id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.query("DELETE FROM stock_ledger WHERE part_id = $1", [filter.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query("TRUNCATE stock_ledger")).rejects.toThrow(/append-only/);
    expect((await onHand(filter.id, store))?.quantity).toBe(2);
  });
});
