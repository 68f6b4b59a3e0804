import { addDays, REPORT_PERIODS, type Report, type ReportCosts } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildReport } from "../../src/modules/reports/report-service.js";
import { createLabourOrganization, type LabourOrganization } from "../labour/labour-fixtures.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

/**
 * The report's costs against the truth: a year and a bit of parts used and returned and labour (some removed)
 * on 14 machines, written straight into the ledger and the labour lines on past days (their triggers keep the
 * figures), then every period's figures compared with sums over those rows themselves.
 */
describe(onEngine("GET /api/v1/reports: the costs"), () => {
  let t: TestApp;
  let org: LabourOrganization;
  const machines: { id: string; number: string }[] = [];
  const parts: string[] = [];
  let store: string;

  const report = async (period: string): Promise<Report> => {
    const response = await org.call("FLEET_MANAGER", "GET", `/api/v1/reports?period=${period}`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    org = await createLabourOrganization(t.app, "Report costs");
    await org.call("FLEET_MANAGER", "PATCH", "/api/v1/organization/settings", { currency: "EUR" });
    store = await org.addLocation({ name: "Cost store", kind: "STORE" });
    const random = generator(2026);
    for (let n = 0; n < 14; n++) {
      const id = await org.machine(1000 + n);
      const row = await t.db.one<{ equipment_number: string }>(
        "SELECT equipment_number FROM equipment WHERE id = $1",
        [id],
      );
      machines.push({ id, number: row?.equipment_number ?? "" });
    }
    for (let n = 0; n < 12; n++) {
      parts.push((await org.addPart({ unit: n % 3 === 0 ? "LITRE" : "EACH", unitCost: 5 + n })).id);
    }
    // A job per machine, created 420 days ago, so every cost of the year has its work order.
    const jobs: string[] = [];
    for (const machine of machines) {
      const row = await t.db.one<{ id: string }>(
        `INSERT INTO work_orders (organization_id, title, description, status, equipment_id, mechanic_id,
           assigned_to_id, created_at)
         VALUES ($1, 'Costs', 'Year of work', 'IN_PROGRESS', $2, $3, $3, now() - interval '420 days') RETURNING id`,
        [org.organizationId, machine.id, org.team.ids.MECHANIC],
      );
      jobs.push(row?.id ?? "");
    }
    for (let n = 0; n < 160; n++) {
      const job = random(jobs.length);
      const part = random(parts.length);
      const used = 1 + random(4);
      const at = daysAgo(random(400)).toISOString();
      await t.db.query(
        `INSERT INTO stock_ledger (organization_id, part_id, location_id, kind, quantity, unit_cost, work_order_id,
           created_at)
         VALUES ($1, $2, $3, 'USED', $4, $5, $6, $7)`,
        [
          org.organizationId,
          parts[part],
          store,
          -used - (part % 3 === 0 ? 0.333 : 0),
          5 + part + n / 100,
          jobs[job],
          at,
        ],
      );
      if (n % 7 === 0) {
        await t.db.query(
          `INSERT INTO stock_ledger (organization_id, part_id, location_id, kind, quantity, unit_cost, work_order_id,
             created_at)
           VALUES ($1, $2, $3, 'RETURNED', 1, $4, $5, $6)`,
          [org.organizationId, parts[part], store, 5 + part, jobs[job], at],
        );
      }
    }
    for (let n = 0; n < 120; n++) {
      const day = addDays(new Date().toISOString().slice(0, 10), -random(400));
      const row = await t.db.one<{ id: string }>(
        `INSERT INTO labour_lines (organization_id, work_order_id, user_id, source, hours, hourly_rate, rate_source,
           work_date)
         VALUES ($1, $2, $3, 'MANUAL', $4, $5, 'ROLE', $6) RETURNING id`,
        [
          org.organizationId,
          jobs[random(jobs.length)],
          org.team.ids.MECHANIC,
          0.25 * (1 + random(30)),
          35 + random(40),
          day,
        ],
      );
      if (n % 9 === 0) {
        await t.db.query(
          "UPDATE labour_lines SET removed_at = now(), removed_by_id = user_id WHERE id = $1",
          [row?.id],
        );
      }
    }
    // Stock on hand: one part below zero (counts as none), the others received.
    await org.expectCall(
      "SHOP_FOREMAN",
      "POST",
      `/api/v1/parts/${parts[1]}/receive`,
      {
        locationId: store,
        quantity: 500,
        unitCost: 6,
      },
      200,
    );
  });
  afterAll(() => t.close());

  /** The truth for one period, from the ledger and the labour lines themselves. */
  async function truth(from: string, to: string) {
    const perMachine = await t.db.query<{ equipment_id: string; parts: number; labour: number }>(
      `SELECT e.id AS equipment_id,
              COALESCE((SELECT sum(round(-l.quantity * l.unit_cost, 2)) FROM stock_ledger l
                        JOIN work_orders wo ON wo.id = l.work_order_id
                        WHERE wo.equipment_id = e.id AND (l.created_at AT TIME ZONE 'UTC')::date BETWEEN $2::date AND $3::date), 0) AS parts,
              COALESCE((SELECT sum(x.cost) FROM labour_lines x JOIN work_orders wo ON wo.id = x.work_order_id
                        WHERE wo.equipment_id = e.id AND x.removed_at IS NULL AND x.work_date BETWEEN $2::date AND $3::date), 0) AS labour
       FROM equipment e WHERE e.organization_id = $1`,
      [org.organizationId, from, to],
    );
    const perPart = await t.db.query<{ part_id: string; uses: number; quantity: number; cost: number }>(
      `SELECT part_id, count(*) FILTER (WHERE kind = 'USED') AS uses, -sum(quantity) AS quantity,
              sum(round(-quantity * unit_cost, 2)) AS cost
       FROM stock_ledger
       WHERE organization_id = $1 AND work_order_id IS NOT NULL
         AND (created_at AT TIME ZONE 'UTC')::date BETWEEN $2::date AND $3::date
       GROUP BY part_id`,
      [org.organizationId, from, to],
    );
    const cents = (value: number) => Math.round(value * 100);
    const partsCost = perMachine.reduce((sum, row) => sum + cents(row.parts), 0) / 100;
    const labourCost = perMachine.reduce((sum, row) => sum + cents(row.labour), 0) / 100;
    const topMachines = perMachine
      .map((row) => ({ ...row, total: (cents(row.parts) + cents(row.labour)) / 100 }))
      .filter((row) => row.total > 0)
      .sort((a, b) => b.total - a.total)
      .slice(0, 10)
      .map((row) => ({ equipmentId: row.equipment_id, totalCost: row.total, partsCost: row.parts }));
    const topParts = perPart
      .sort((a, b) => b.cost - a.cost || b.uses - a.uses)
      .slice(0, 10)
      .map((row) => ({ partId: row.part_id, uses: row.uses, quantity: row.quantity, cost: row.cost }));
    return { partsCost, labourCost, topMachines, topParts };
  }

  it.each(REPORT_PERIODS)(
    "%s: parts, labour, total, the top machines and parts match the rows themselves",
    async (period) => {
      const data = await report(period);
      const costs = data.costs as ReportCosts;
      const expected = await truth(data.from, data.to);
      expect(costs).toMatchObject({
        currency: "EUR",
        partsCost: expected.partsCost,
        labourCost: expected.labourCost,
        totalCost: Math.round((expected.partsCost + expected.labourCost) * 100) / 100,
      });
      expect(costs.partsCost).toBeGreaterThan(0);
      const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b * 100, 0)) / 100;
      expect(sum(costs.overTime.map((point) => point.partsCost))).toBe(costs.partsCost);
      expect(sum(costs.overTime.map((point) => point.labourCost))).toBe(costs.labourCost);
      expect(costs.overTime.map(({ from, to }) => ({ from, to }))).toEqual(
        data.series.overTime.map(({ from, to }) => ({ from, to })),
      );
      expect(
        costs.topMachines.map(({ equipmentId, totalCost, partsCost }) => ({
          equipmentId,
          totalCost,
          partsCost,
        })),
      ).toEqual(expected.topMachines);
      expect(
        costs.topParts.map(({ partId, uses, quantity, cost }) => ({ partId, uses, quantity, cost })),
      ).toEqual(expected.topParts);
      // The fleet is the organization's 14 machines (and those the fixture made for its jobs).
      expect(costs.costPerMachine).toBe(Math.round((costs.totalCost / data.equipment.total) * 100) / 100);
    },
  );

  it("engine hours: how far the hour meters moved in the period, fleet-wide and per top machine", async () => {
    const top = (await report("7d")).costs?.topMachines[0];
    const machine = machines.find((m) => m.id === top?.equipmentId) ?? machines[0];
    const before = (await report("7d")).costs as ReportCosts;
    // A reading moves the meter forward (+30), a correction back (-5), another machine +15: 40 hours today.
    await t.db.query("UPDATE equipment SET hour_meter = hour_meter + 30 WHERE id = $1", [machine?.id]);
    await t.db.query("UPDATE equipment SET hour_meter = hour_meter - 5 WHERE id = $1", [machine?.id]);
    const otherMachine = machines.find((m) => m.id !== machine?.id);
    await t.db.query("UPDATE equipment SET hour_meter = hour_meter + 15 WHERE id = $1", [otherMachine?.id]);
    const after = (await report("7d")).costs as ReportCosts;
    expect(after.engineHours).toBe(before.engineHours + 40);
    expect(after.costPerEngineHour).toBe(Math.round((after.totalCost / after.engineHours) * 100) / 100);
    const row = after.topMachines.find((m) => m.equipmentId === machine?.id);
    if (row) {
      expect(row.engineHours).toBe(25);
      expect(row.costPerEngineHour).toBe(Math.round((row.totalCost / 25) * 100) / 100);
    }
  });

  it("stock value now: on hand at each part's cost, stock below zero counting as none", async () => {
    const costs = (await report("30d")).costs as ReportCosts;
    const row = await t.db.one<{ value: number }>(
      `SELECT round(sum(GREATEST(h.quantity, 0) * p.unit_cost), 2) AS value
       FROM stock_on_hand h JOIN parts p ON p.id = h.part_id WHERE h.organization_id = $1`,
      [org.organizationId],
    );
    expect(costs.stockValue).toBe(row?.value);
    expect(costs.stockValue).toBeGreaterThan(0);
  });

  it("a role that may not see costs gets none; the CSV has the costs section", async () => {
    const organization = { id: org.organizationId, name: "Report costs", showsCosts: false };
    expect((await buildReport(t.db, organization, "30d")).costs).toBeNull();
    const csv = await org.call("FLEET_MANAGER", "GET", "/api/v1/reports/export?period=1y");
    expect(csv.statusCode).toBe(200);
    const data = await report("1y");
    expect(csv.body).toContain(`Costs,Currency,EUR`);
    expect(csv.body).toContain(`Costs,Total Cost,${data.costs?.totalCost}`);
    expect(csv.body).toContain("Most Used Parts: ");
    expect(csv.body).toContain("Machines That Cost the Most: ");
  });

  // Last: it moves this organization's windows into the future, as days passing would.
  it("the windows move on with the days: a later day's report still matches the rows themselves", async () => {
    const organization = { id: org.organizationId, name: "Report costs", showsCosts: true };
    for (const ahead of [1, 2, 45, 200, 800]) {
      const now = new Date(Date.now() + ahead * DAY_MS);
      for (const period of REPORT_PERIODS) {
        const data = await buildReport(t.db, organization, period, now);
        const expected = await truth(data.from, data.to);
        const costs = data.costs as ReportCosts;
        expect(
          costs.topMachines.map(({ equipmentId, totalCost, partsCost }) => ({
            equipmentId,
            totalCost,
            partsCost,
          })),
          `${ahead} days ahead, ${period}`,
        ).toEqual(expected.topMachines);
        expect(
          costs.topParts.map(({ partId, uses, quantity, cost }) => ({ partId, uses, quantity, cost })),
          `${ahead} days ahead, ${period}`,
        ).toEqual(expected.topParts);
      }
    }
  });

  it("an organization without costs reads zeros and no cost per engine hour", async () => {
    const empty = await createLabourOrganization(t.app, "No costs");
    const response = await empty.call("SHOP_FOREMAN", "GET", "/api/v1/reports?period=1y");
    const costs = response.json().data.costs as ReportCosts;
    expect(costs).toMatchObject({
      currency: null,
      partsCost: 0,
      labourCost: 0,
      totalCost: 0,
      costPerMachine: null,
      engineHours: 0,
      costPerEngineHour: null,
      stockValue: 0,
      topMachines: [],
      topParts: [],
    });
    expect(costs.overTime).toHaveLength(response.json().data.series.overTime.length);
    expect(costs.overTime.every((point) => point.partsCost === 0 && point.labourCost === 0)).toBe(true);
  });
});
