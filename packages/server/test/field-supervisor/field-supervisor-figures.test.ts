import { INSPECTION_CHECKLIST } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { apiClient, type Call, count, organizationOf } from "../work-orders/fixtures.js";
import { buildSupervisedFleet, checklist, type SupervisedFleet } from "./supervised-fleet.js";

interface Item {
  equipment: { id: string; equipmentNumber: string };
  operator: { id: string } | null;
  inspection: { id: string; status: string; submittedAt: string | null } | null;
  failedItems: { item: string; notes: string }[];
  followUp: { id: string; title: string; status: string } | null;
}

describe(onEngine("field supervisor figures"), () => {
  let t: TestApp;
  let call: Call;
  let fleet: SupervisedFleet;
  let other: SupervisedFleet;
  const supervisor = () => fleet.team.emails.FIELD_SUPERVISOR;
  const get = async (who: string, url: string) => {
    const response = await call(who, "GET", url);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response.json().data;
  };
  const list = async (who: string, name: string) =>
    (await get(who, `/api/v1/field-supervisor/compliance?list=${name}&limit=100`)) as {
      items: Item[];
      pagination: { total: number };
    };

  /** The overview's figures counted here in plain SQL, another way than the server does. */
  const expectedOverview = async (org: string) => {
    const one = (sql: string) => count(t.db, sql, [org]);
    const totalEquipment = await one(
      "SELECT count(*) AS n FROM equipment WHERE organization_id = $1 AND status <> 'RETIRED'",
    );
    const assignedEquipment = await one(
      `SELECT count(DISTINCT a.equipment_id) AS n FROM equipment_assignments a JOIN equipment e ON e.id = a.equipment_id
       WHERE e.organization_id = $1 AND a.status = 'ACTIVE' AND e.status <> 'RETIRED'`,
    );
    return {
      totalEquipment,
      assignedEquipment,
      unassignedEquipment: totalEquipment - assignedEquipment,
      totalOperators: await one(
        "SELECT count(*) AS n FROM users WHERE organization_id = $1 AND role = 'OPERATOR'",
      ),
      activeOperators: await one(
        `SELECT count(DISTINCT u.id) AS n FROM users u JOIN equipment_assignments a ON a.operator_id = u.id
         WHERE u.organization_id = $1 AND u.role = 'OPERATOR' AND u.status = 'ACTIVE' AND a.status = 'ACTIVE'`,
      ),
    };
  };

  /** The compliance lists worked out in TypeScript from the raw rows of the organization. */
  const expectedLists = async (org: string) => {
    const machines = await t.db.query<{ id: string; number: string; status: string }>(
      "SELECT id, equipment_number AS number, status FROM equipment WHERE organization_id = $1",
      [org],
    );
    const today = await t.db.query<{ equipment_id: string; id: string; status: string }>(
      `SELECT equipment_id, id, status FROM work_orders
       WHERE organization_id = $1 AND work_order_type = 'INSPECTION' AND inspection_date = current_date`,
      [org],
    );
    const held = new Set(
      (
        await t.db.query<{ equipment_id: string }>(
          "SELECT equipment_id FROM equipment_assignments WHERE organization_id = $1 AND status = 'ACTIVE'",
          [org],
        )
      ).map((row) => row.equipment_id),
    );
    const todays = new Map(today.map((row) => [row.equipment_id, row]));
    const byNumber = [...machines].sort((a, b) => (a.number < b.number ? -1 : 1));
    const run = (status: string) => !["DOWN_FOR_REPAIR", "OUT_OF_SERVICE", "RETIRED"].includes(status);
    const pending = byNumber.filter((m) => {
      const inspection = todays.get(m.id);
      return inspection
        ? ["ASSIGNED", "IN_PROGRESS"].includes(inspection.status)
        : held.has(m.id) && run(m.status);
    });
    const completed = byNumber.filter((m) =>
      ["COMPLETED", "WAITING_APPROVAL"].includes(todays.get(m.id)?.status ?? ""),
    );
    const missed = await t.db.query<{ id: string }>(
      `SELECT id FROM work_orders
       WHERE organization_id = $1 AND work_order_type = 'INSPECTION' AND inspection_date < current_date
         AND inspection_date >= current_date - 7 AND status IN ('PENDING', 'ASSIGNED', 'IN_PROGRESS', 'ON_HOLD')
       ORDER BY inspection_date DESC, id DESC`,
      [org],
    );
    return {
      pending: pending.map((m) => m.id),
      completed: completed.map((m) => m.id),
      missed: missed.map((row) => row.id),
    };
  };

  /** Every list and figure of the organization against the plain computation, and each list's total against its figure. */
  const expectListsMatch = async (who: string, org: string) => {
    const expected = await expectedLists(org);
    const counts = await get(who, "/api/v1/inspections/daily");
    const [pending, missed, completed] = await Promise.all(
      ["pending", "missed", "completed"].map((name) => list(who, name)),
    );
    expect(pending?.items.map((item) => item.equipment.id)).toEqual(expected.pending);
    expect(completed?.items.map((item) => item.equipment.id)).toEqual(expected.completed);
    expect(missed?.items.map((item) => item.inspection?.id)).toEqual(expected.missed);
    expect(pending?.pagination.total).toBe(counts.pendingToday + counts.inspectionsNeeded);
    expect(missed?.pagination.total).toBe(counts.missedInspections);
    expect(completed?.pagination.total).toBe(counts.completedInspections);
    return {
      counts,
      pending: pending?.items ?? [],
      missed: missed?.items ?? [],
      completed: completed?.items ?? [],
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    fleet = await buildSupervisedFleet(t.db, "Supervised");
    other = await buildSupervisedFleet(t.db, "Elsewhere");
    // The other organization's day has started: its inspections are assigned, one submitted with a finding.
    const assigned = await call(other.team.emails.FIELD_SUPERVISOR, "POST", "/api/v1/inspections/daily");
    expect(assigned.json().data.created).toBe(3);
    const theirs = assigned
      .json()
      .data.workOrders.find((w: { equipmentId: string }) => w.equipmentId === other.machines.m1);
    const submitted = await call(other.team.emails.OPERATOR, "POST", "/api/v1/inspections/daily/submit", {
      workOrderId: theirs.id,
      items: checklist(2),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts the fleet and the crew, each organization its own", async () => {
    const overview = await get(supervisor(), "/api/v1/field-supervisor/overview");
    expect(overview).toEqual(await expectedOverview(fleet.team.organizationId));
    // By construction: M1-M5 (M6 is retired), four held, M4 free; four operators, two of them at work.
    expect(overview).toEqual({
      totalEquipment: 5,
      assignedEquipment: 4,
      unassignedEquipment: 1,
      totalOperators: 4,
      activeOperators: 2,
    });
    expect(await get(other.team.emails.FIELD_SUPERVISOR, "/api/v1/field-supervisor/overview")).toEqual(
      await expectedOverview(other.team.organizationId),
    );
    const demo = await organizationOf(t.app);
    const seeded = await get("FIELD_SUPERVISOR", "/api/v1/field-supervisor/overview");
    expect(seeded).toEqual(await expectedOverview(demo));
    expect(seeded.totalEquipment).toBeGreaterThan(10);
  });

  it("before the day's inspections are assigned: the machines with an operator are pending, M1's of two days ago is missed", async () => {
    const { counts, pending, missed, completed } = await expectListsMatch(
      supervisor(),
      fleet.team.organizationId,
    );
    expect(counts).toEqual({
      inspectionsNeeded: 3,
      missedInspections: 1,
      completedInspections: 0,
      pendingToday: 0,
    });
    const { m1, m2, m3 } = fleet.machines;
    expect(new Set(pending.map((item) => item.equipment.id))).toEqual(new Set([m1, m2, m3]));
    for (const item of pending) expect(item.inspection).toBeNull();
    expect(pending.find((item) => item.equipment.id === m3)?.operator?.id).toBe(fleet.operators.second);
    expect(missed.map((item) => item.inspection?.id)).toEqual([fleet.missedId]);
    expect(missed[0]?.operator?.id).toBe(fleet.operators.first);
    expect(completed).toEqual([]);
  });

  it("'Assign N Daily Inspections' pressed twice at once creates N; the same key again answers the first answer", async () => {
    const post = (key: string) =>
      call(supervisor(), "POST", "/api/v1/inspections/daily", undefined, { "idempotency-key": key });
    const [a, b] = await Promise.all([post("press-1"), post("press-2")]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().data.created + b.json().data.created).toBe(3);
    const replay = await post("press-1");
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json()).toEqual(a.json());
    expect((await post("press-3")).json().data.created).toBe(0);
    const today = await count(
      t.db,
      `SELECT count(*) AS n FROM work_orders WHERE organization_id = $1 AND work_order_type = 'INSPECTION'
       AND inspection_date = current_date`,
      [fleet.team.organizationId],
    );
    expect(today).toBe(3);
    const { counts, pending } = await expectListsMatch(supervisor(), fleet.team.organizationId);
    expect(counts).toMatchObject({ inspectionsNeeded: 0, pendingToday: 3 });
    for (const item of pending) expect(item.inspection?.status).toBe("ASSIGNED");
  });

  it("shows what today's submitted inspections found, and the follow-up work order made from one", async () => {
    const { m1, m2, m3 } = fleet.machines;
    const todays = (await list(supervisor(), "pending")).items;
    const inspectionOf = (machine: string) =>
      todays.find((item) => item.equipment.id === machine)?.inspection?.id;
    const failed = await call(fleet.team.emails.OPERATOR, "POST", "/api/v1/inspections/daily/submit", {
      workOrderId: inspectionOf(m1),
      items: checklist(1, "Cracked hose"),
    });
    expect(failed.statusCode, failed.body).toBe(200);
    const ok = await call(fleet.secondEmail, "POST", "/api/v1/inspections/daily/submit", {
      workOrderId: inspectionOf(m3),
      items: checklist(),
    });
    expect(ok.statusCode, ok.body).toBe(200);

    const before = await expectListsMatch(supervisor(), fleet.team.organizationId);
    expect(before.counts).toEqual({
      inspectionsNeeded: 0,
      missedInspections: 1,
      completedInspections: 2,
      pendingToday: 1,
    });
    expect(before.pending.map((item) => item.equipment.id)).toEqual([m2]);
    const m1Done = before.completed.find((item) => item.equipment.id === m1);
    expect(m1Done?.inspection?.status).toBe("WAITING_APPROVAL");
    expect(m1Done?.inspection?.submittedAt).not.toBeNull();
    // Each item names its checklist template item too (docs/decisions/042).
    expect(m1Done?.failedItems).toEqual([
      {
        ...INSPECTION_CHECKLIST[0],
        status: "NEEDS_ATTENTION",
        notes: "Cracked hose",
        templateItemId: expect.any(String),
      },
    ]);
    expect(m1Done?.followUp).toBeNull();
    const m3Done = before.completed.find((item) => item.equipment.id === m3);
    expect(m3Done).toMatchObject({ failedItems: [], inspection: { status: "COMPLETED" } });

    const created = await call(supervisor(), "POST", "/api/v1/work-orders", {
      equipmentId: m1,
      title: "Inspection follow-up",
      description: "Replace the cracked hose",
      workOrderType: "INSPECTION_FOLLOWUP",
      inspectionId: m1Done?.inspection?.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await list(supervisor(), "completed");
    expect(after.items.find((item) => item.equipment.id === m1)?.followUp).toEqual({
      id: created.json().data.workOrder.id,
      title: "Inspection follow-up",
      status: "PENDING",
    });
    // The other organization's submitted inspection never shows here, nor ours there.
    await expectListsMatch(other.team.emails.FIELD_SUPERVISOR, other.team.organizationId);
    const theirs = (await list(other.team.emails.FIELD_SUPERVISOR, "completed")).items;
    expect(theirs.map((item) => item.equipment.id)).toEqual([other.machines.m1]);
    expect(theirs[0]?.failedItems).toHaveLength(2);
  });

  it("pages a compliance list", async () => {
    const first = await get(supervisor(), "/api/v1/field-supervisor/compliance?list=completed&limit=1");
    const second = await get(
      supervisor(),
      "/api/v1/field-supervisor/compliance?list=completed&limit=1&page=2",
    );
    expect(first.pagination).toMatchObject({ page: 1, limit: 1, total: 2, pages: 2, totalIsExact: true });
    expect([first.items[0].equipment.id, second.items[0].equipment.id]).toEqual(
      (await list(supervisor(), "completed")).items.map((item) => item.equipment.id),
    );
  });

  it("lists the operators by name with the machines they hold", async () => {
    const { operators, pagination } = await get(supervisor(), "/api/v1/field-supervisor/operators");
    expect(pagination.total).toBe(4);
    const held = async (operatorId: string) =>
      (
        await t.db.query<{ id: string; since: Date }>(
          `SELECT e.id, a.start_date AS since FROM equipment_assignments a JOIN equipment e ON e.id = a.equipment_id
           WHERE a.operator_id = $1 AND a.status = 'ACTIVE' ORDER BY e.equipment_number`,
          [operatorId],
        )
      ).map((row) => ({ id: row.id, since: row.since.toISOString() }));
    const names = await t.db.query<{ id: string }>(
      `SELECT id FROM users WHERE organization_id = $1 AND role = 'OPERATOR' ORDER BY last_name, first_name, id`,
      [fleet.team.organizationId],
    );
    expect(operators.map((o: { id: string }) => o.id)).toEqual(names.map((row) => row.id));
    for (const operator of operators) {
      expect(
        operator.assignedEquipment.map((m: { id: string; since: string }) => ({ id: m.id, since: m.since })),
      ).toEqual(await held(operator.id));
    }
    const first = operators.find((o: { id: string }) => o.id === fleet.operators.first);
    expect(first.assignedEquipment).toHaveLength(2);
    expect(operators.find((o: { id: string }) => o.id === fleet.operators.inactive).status).toBe("INACTIVE");
    const active = await get(supervisor(), "/api/v1/field-supervisor/operators?status=ACTIVE");
    expect(active.pagination.total).toBe(3);
    const searched = await get(supervisor(), "/api/v1/field-supervisor/operators?search=idle");
    expect(searched.operators.map((o: { id: string }) => o.id)).toEqual([fleet.operators.idle]);
    const paged = await get(supervisor(), "/api/v1/field-supervisor/operators?limit=3&page=2");
    expect(paged.operators).toHaveLength(1);
    expect(paged.pagination).toMatchObject({ total: 4, pages: 2 });
  });

  it("the equipment list's assigned filter and 'Since' serve the Equipment Assignments tab", async () => {
    const { m1, m2, m3, m4, m5 } = fleet.machines;
    const free = await get(supervisor(), "/api/v1/equipment?assigned=false&limit=20");
    expect(free.equipment.map((m: { id: string }) => m.id)).toEqual([m4]);
    expect(free.equipment[0]).toMatchObject({ assignedOperator: null, assignedSince: null });
    const taken = await get(supervisor(), "/api/v1/equipment?assigned=true&limit=20");
    expect(new Set(taken.equipment.map((m: { id: string }) => m.id))).toEqual(new Set([m1, m2, m3, m5]));
    const since = await t.db.one<{ start_date: Date }>(
      "SELECT start_date FROM equipment_assignments WHERE equipment_id = $1 AND status = 'ACTIVE'",
      [m3],
    );
    expect(taken.equipment.find((m: { id: string }) => m.id === m3)).toMatchObject({
      assignedOperatorId: fleet.operators.second,
      assignedSince: since?.start_date.toISOString(),
    });
  });

  it("refuses a list or a status it does not know", async () => {
    for (const url of [
      "/api/v1/field-supervisor/compliance?list=everything",
      "/api/v1/field-supervisor/operators?status=RETIRED",
      "/api/v1/field-supervisor/operators?limit=500",
      "/api/v1/equipment?assigned=maybe",
    ]) {
      const response = await call(supervisor(), "GET", url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe("VALIDATION_ERROR");
    }
  });
});
