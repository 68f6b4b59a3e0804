import { isRepairWorkOrder, WORK_ORDER_TYPES } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { createReportFixture, type ReportFixture } from "./fixtures.js";

/** The per-day figures of migration 008, worked out again from the work orders themselves. */
const RECOUNT = {
  opened: `SELECT day::text, status, priority, work_orders FROM work_order_daily_opened
           WHERE organization_id = $1 AND work_orders <> 0
           EXCEPT SELECT (created_at AT TIME ZONE 'UTC')::date::text, status, priority, count(*)
           FROM work_orders WHERE organization_id = $1 GROUP BY 1, 2, 3`,
  completed: `SELECT day::text, inspection, completed, timed_completed, round(completed_hours::numeric, 6)
              FROM work_order_daily_completed WHERE organization_id = $1 AND completed <> 0
              EXCEPT SELECT (actual_end AT TIME ZONE 'UTC')::date::text, work_order_type = 'INSPECTION', count(*),
                            count(*) FILTER (WHERE actual_end >= actual_start),
                            round(COALESCE(sum(EXTRACT(EPOCH FROM (actual_end - actual_start)) / 3600)
                              FILTER (WHERE actual_end >= actual_start), 0), 6)
              FROM work_orders WHERE organization_id = $1 AND status = 'COMPLETED' AND actual_end IS NOT NULL
              GROUP BY 1, 2`,
  repairs: `SELECT day::text, equipment_id, repairs FROM work_order_daily_repairs
            WHERE organization_id = $1 AND repairs <> 0
            EXCEPT SELECT (created_at AT TIME ZONE 'UTC')::date::text, equipment_id, count(*) FROM work_orders
            WHERE organization_id = $1 AND work_order_is_repair(work_order_type) AND status <> 'CANCELLED'
            GROUP BY 1, 2`,
};

/** Rows of `a EXCEPT b` both ways: empty when the kept figures equal the recount. */
async function differences(t: TestApp, organizationId: string) {
  const out: Record<string, number> = {};
  for (const [name, sql] of Object.entries(RECOUNT)) {
    const [kept, recount] = sql.split(/\n\s*EXCEPT /);
    const there = await t.db.query(sql, [organizationId]);
    const missing = await t.db.query(`${recount} EXCEPT ${kept?.trim()}`, [organizationId]);
    out[name] = there.length + missing.length;
  }
  return out;
}

describe(onEngine("reports: the per-day figures kept by triggers (migration 008)"), () => {
  let t: TestApp;
  let fixture: ReportFixture;
  beforeAll(async () => {
    t = await createTestApp();
    fixture = await createReportFixture(t.db, "Rollups");
  });
  afterAll(async () => {
    await t.close();
  });

  it("say which work-order types are repairs, as the domain does", async () => {
    for (const type of WORK_ORDER_TYPES) {
      const row = await t.db.one<{ repair: boolean }>("SELECT work_order_is_repair($1) AS repair", [type]);
      expect(row?.repair, type).toBe(isRepairWorkOrder(type));
    }
  });

  it("equal a recount after inserts, status and type changes, multi-row updates and deletes", async () => {
    const org = fixture.team.organizationId;
    expect(await differences(t, org)).toEqual({ opened: 0, completed: 0, repairs: 0 });
    const ids = fixture.workOrders;
    await t.db.query(
      `UPDATE work_orders SET status = 'COMPLETED', actual_start = now() - interval '90 minutes', actual_end = now()
       WHERE id = ANY($1::uuid[])`,
      [[ids.W4, ids.W5, ids.W6]],
    );
    await t.db.query("UPDATE work_orders SET priority = 'LOW', work_order_type = 'CLEANING' WHERE id = $1", [
      ids.W1,
    ]);
    await t.db.query(
      "UPDATE work_orders SET status = 'PENDING', actual_start = NULL, actual_end = NULL WHERE id = $1",
      [ids.W2],
    );
    await t.db.query(
      "UPDATE work_orders SET equipment_id = $2, work_order_type = 'BREAKDOWN' WHERE id = $1",
      [ids.W3, fixture.machines.M8?.id],
    );
    await t.db.query("UPDATE work_orders SET notes = 'no figure moves' WHERE organization_id = $1", [org]);
    await t.db.query("DELETE FROM work_orders WHERE id = ANY($1::uuid[])", [[ids.W7, ids.W12]]);
    expect(await differences(t, org)).toEqual({ opened: 0, completed: 0, repairs: 0 });
  });

  it("keep no figure of a machine whose work orders were deleted, so the machine can go too", async () => {
    const org = fixture.team.organizationId;
    await t.db.query("DELETE FROM work_orders WHERE equipment_id = $1", [fixture.machines.M5?.id]);
    await t.db.query("DELETE FROM equipment WHERE id = $1", [fixture.machines.M5?.id]);
    expect(await differences(t, org)).toEqual({ opened: 0, completed: 0, repairs: 0 });
    const left = await t.db.one<{ n: number }>(
      "SELECT count(*) AS n FROM work_order_daily_repairs WHERE equipment_id = $1 AND repairs <> 0",
      [fixture.machines.M5?.id],
    );
    expect(left?.n).toBe(0);
  });
});
