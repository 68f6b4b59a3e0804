import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlanOrganization, type PlanOrganization } from "../maintenance/plan-fixtures.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { testDatabaseKind } from "../support/test-database-kind.js";

const TEN_YEARS_HOURLY = 24 * 3_650;

/**
 * A machine with ten years of hourly readings (87,600) answers its meters, chart and any page of its history from
 * the history index: the figures are in docs/benchmarks.md; the bound here is loose, for a loaded machine.
 */
describe(onEngine("a machine's readings at ten years of hourly readings (docs/decisions/041)"), () => {
  let t: TestApp;
  let org: PlanOrganization;
  let machine: string;

  beforeAll(async () => {
    t = await createTestApp();
    org = await createPlanOrganization(t.app, "Meter history");
    machine = await org.machine(0);
    await t.db.query(
      `INSERT INTO meter_readings (organization_id, equipment_id, meter_id, value, lifetime_value, taken_at, source,
         status)
       SELECT m.organization_id, m.equipment_id, m.id, n * 0.5, n * 0.5, now() - (($2 - n) || ' hours')::interval,
              'TELEMATICS', 'ACCEPTED'
       FROM meters m, generate_series(1, $2) AS n
       WHERE m.equipment_id = $1 AND m.kind = 'ENGINE_HOURS'`,
      [machine, TEN_YEARS_HOURLY],
    );
    await t.db.query(
      "UPDATE meters SET current_value = $2, current_at = now() WHERE equipment_id = $1 AND kind = 'ENGINE_HOURS'",
      [machine, TEN_YEARS_HOURLY * 0.5],
    );
    await t.db.exec("ANALYZE meter_readings");
  }, 300_000);
  afterAll(() => t.close());

  const timed = async (url: string) => {
    const started = performance.now();
    const response = await org.call("VIEWER", "GET", url);
    const ms = performance.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    console.info(`[${testDatabaseKind()}] GET ${url.replace(machine, "{id}")}: ${ms.toFixed(1)} ms`);
    return { data: response.json().data, ms };
  };

  it("answers the meters, the chart and the first and last pages of the history quickly", async () => {
    await timed(`/api/v1/equipment/${machine}/meter-readings`);
    const first = await timed(`/api/v1/equipment/${machine}/meter-readings?limit=50`);
    expect(first.data.pagination).toMatchObject({ total: 10_000, totalIsExact: false, pages: 200 });
    expect(first.data.readings[0]).toMatchObject({ value: TEN_YEARS_HOURLY * 0.5, source: "TELEMATICS" });
    const last = await timed(`/api/v1/equipment/${machine}/meter-readings?limit=50&page=200`);
    expect(last.data.readings).toHaveLength(50);
    const filtered = await timed(
      `/api/v1/equipment/${machine}/meter-readings?meter=ENGINE_HOURS&status=ACCEPTED`,
    );
    expect(filtered.data.readings).toHaveLength(50);
    const meters = await timed(`/api/v1/equipment/${machine}/meters`);
    expect(meters.data.hoursPerDay.length).toBeGreaterThanOrEqual(89);
    expect(meters.data.hoursPerDay[1]).toMatchObject({ hours: 12 });
    for (const answer of [first, last, filtered, meters]) expect(answer.ms).toBeLessThan(2_000);
  });
});
