import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlanOrganization, type PlanOrganization } from "../maintenance/plan-fixtures.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { count } from "../work-orders/fixtures.js";

const PREVIEW = "/api/v1/meter-readings/import/preview";
const IMPORT = "/api/v1/meter-readings/import";
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe(onEngine("CSV import of meter readings (docs/decisions/041)"), () => {
  let t: TestApp;
  let org: PlanOrganization;

  const numberOf = async (id: string) =>
    (await t.db.one<{ n: string }>("SELECT equipment_number AS n FROM equipment WHERE id = $1", [id]))?.n ??
    "";
  const readingsOf = (id: string) =>
    count(t.db, "SELECT count(*) AS n FROM meter_readings WHERE equipment_id = $1", [id]);

  beforeAll(async () => {
    t = await createTestApp();
    org = await createPlanOrganization(t.app, "Meter import");
  });
  afterAll(() => t.close());

  it("previews each row's verdict without writing, then imports every row", async () => {
    const machine = await org.machine(100);
    await t.db.query("UPDATE equipment SET serial_number = $2 WHERE id = $1", [
      machine,
      `SN-${machine.slice(0, 8)}`,
    ]);
    const number = await numberOf(machine);
    const csv = [
      "Machine,Meter,Value,Time",
      `${number},hours,110,${hoursAgo(5)}`,
      `sn-${machine.slice(0, 8)},Engine Hours,112.5,${hoursAgo(3)}`,
      `"${number}",,2000,${hoursAgo(2)}`,
    ].join("\r\n");
    const preview = await org.call("SHOP_FOREMAN", "POST", PREVIEW, { csv, fileName: "november.csv" });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ accepted: 2, held: 1, errors: 0, written: false });
    expect(preview.json().data.rows.map((r: { line: number; status: string }) => [r.line, r.status])).toEqual(
      [
        [2, "ACCEPTED"],
        [3, "ACCEPTED"],
        [4, "HELD"],
      ],
    );
    expect(await readingsOf(machine)).toBe(0);

    const written = await org.call("FLEET_MANAGER", "POST", IMPORT, { csv, fileName: "november.csv" });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toMatchObject({
      message: "Readings imported",
      data: { accepted: 2, held: 1, written: true },
    });
    expect(await readingsOf(machine)).toBe(3);
    const history = await org.call("VIEWER", "GET", `/api/v1/equipment/${machine}/meter-readings?limit=1`);
    expect(history.json().data.readings[0]).toMatchObject({
      source: "IMPORT",
      sender: "Import: november.csv",
    });
    expect(history.json().data.pagination).toMatchObject({ total: 3, pages: 3 });
  });

  it("imports a file whose name takes the whole 200 characters (found by the fuzzer: the sender overflowed)", async () => {
    const machine = await org.machine(120);
    const csv = `machine,meter,value,time\n${await numberOf(machine)},hours,130,${hoursAgo(1)}\n`;
    const fileName = `${"y".repeat(196)}.csv`;
    const written = await org.call("FLEET_MANAGER", "POST", IMPORT, { csv, fileName });
    expect(written.statusCode, written.body).toBe(200);
    const stored = await t.db.one<{ sender: string }>(
      "SELECT sender FROM meter_readings WHERE equipment_id = $1",
      [machine],
    );
    expect(stored?.sender).toBe(`Import: ${fileName}`.slice(0, 200));
  });

  it("writes nothing when a row is wrong, and says which rows and why", async () => {
    const machine = await org.machine(0);
    const number = await numberOf(machine);
    const csv = [
      "machine,meter,value,time",
      `${number},hours,10,${hoursAgo(9)}`,
      `NOPE-1,hours,10,${hoursAgo(8)}`,
      `${number},flux capacitor,10,${hoursAgo(7)}`,
      `${number},hours,-3,${hoursAgo(6)}`,
      `${number},hours,12,yesterday`,
      `${number},hours,11,${new Date(Date.now() + 86_400_000).toISOString()}`,
      `${number},hours,5,${hoursAgo(5)}`,
      `${number},odometer,5,${hoursAgo(5)}`,
    ].join("\n");
    const preview = await org.call("SHOP_FOREMAN", "POST", PREVIEW, { csv });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.rows.map((r: { message: string | null }) => r.message)).toEqual([
      null,
      "Machine not found",
      "Unknown meter 'flux capacitor'",
      "Reading must be a valid positive number",
      "Please enter a valid date and time",
      "A reading cannot be taken in the future.",
      expect.stringMatching(/^5 h is lower than the last reading, 10 h on /),
      "This machine has no such meter",
    ]);
    const refused = await org.call("SHOP_FOREMAN", "POST", IMPORT, { csv });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "METER_IMPORT_INVALID",
      error: "Nothing was imported: fix the rows marked and try again",
    });
    expect(refused.json().details).toHaveLength(7);
    expect(refused.json().details[0]).toEqual({ path: "rows.1", message: "Line 3: Machine not found" });
    expect(await readingsOf(machine)).toBe(0);
  });

  it("refuses a file that is not a CSV of readings, an empty one and a huge one; only managers import", async () => {
    const bad = async (csv: string) => {
      const response = await org.call("SHOP_FOREMAN", "POST", PREVIEW, { csv });
      expect(response.statusCode, response.body).toBe(400);
      return response.json();
    };
    // A binary file's NUL bytes are refused before the service reads the text (request guards).
    expect((await bad("\u0000\u0001PNG binary")).success).toBe(false);
    expect((await bad("\u0089PNG\r\n\u001a\n")).code).toBe("METER_IMPORT_INVALID");
    expect((await bad("name,colour\nloader,yellow")).error).toMatch(/^This is not a CSV of meter readings/);
    expect((await bad('machine,value,time\n"unterminated,1,2')).code).toBe("METER_IMPORT_INVALID");
    expect((await bad("machine,value,time\n")).error).toBe("The file has no rows");
    const rows = Array.from({ length: 5_001 }, (_, i) => `M${i},1,2026-01-01`).join("\n");
    expect((await bad(`machine,value,time\n${rows}`)).error).toMatch(/^A file holds at most 5,000 rows/);
    const huge = await org.call("SHOP_FOREMAN", "POST", PREVIEW, { csv: "x".repeat(500_001) });
    expect(huge.statusCode).toBe(400);
    const tooBig = await org.call("SHOP_FOREMAN", "POST", PREVIEW, { csv: "x".repeat(2_000_000) });
    expect(tooBig.statusCode).toBe(413);
    expect((await org.call("MECHANIC", "POST", PREVIEW, { csv: "machine,value,time" })).statusCode).toBe(403);
  });
});
