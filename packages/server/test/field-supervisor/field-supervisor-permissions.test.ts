import type { Role } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeRoleMatrix } from "../support/role-matrix.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { apiClient, assignMachine, type Call, count, insertMachine } from "../work-orders/fixtures.js";
import { buildSupervisedFleet, type SupervisedFleet } from "./supervised-fleet.js";

const SUPERVISOR: Role[] = ["FIELD_SUPERVISOR"];
/** inspections.assign (foreman, field supervisor) or inspections.perform (an operator, for their own machines). */
const ASSIGNERS: Role[] = ["SHOP_FOREMAN", "FIELD_SUPERVISOR", "OPERATOR"];

describe(onEngine("field supervisor routes: who may call them"), () => {
  let t: TestApp;
  let call: Call;
  let fleet: SupervisedFleet;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    fleet = await buildSupervisedFleet(t.db, "Rights");
  });
  afterAll(async () => {
    await t.close();
  });
  const as = (role: Role) => fleet.team.emails[role];

  describeRoleMatrix([
    ...[
      "overview",
      "operators",
      "compliance?list=pending",
      "compliance?list=missed",
      "compliance?list=completed",
    ].map((path) => ({
      route: `GET /api/v1/field-supervisor/${path}`,
      allowed: SUPERVISOR,
      status: 200,
      call: async (role: Role) => ({
        response: await call(as(role), "GET", `/api/v1/field-supervisor/${path}`),
      }),
    })),
    {
      route: "POST /api/v1/inspections/daily ('Assign N Daily Inspections')",
      allowed: ASSIGNERS,
      status: 200,
      call: async (role) => {
        // A machine of the team's operator with no inspection yet: the call's effect is its inspection for today.
        const org = fleet.team.organizationId;
        const machine = await insertMachine(t.db, org);
        await assignMachine(t.db, org, machine, fleet.team.ids.OPERATOR);
        const response = await call(as(role), "POST", "/api/v1/inspections/daily", undefined, {
          "idempotency-key": `rights-${role}`,
        });
        const inspected = () =>
          count(
            t.db,
            `SELECT count(*) AS n FROM work_orders WHERE equipment_id = $1 AND work_order_type = 'INSPECTION'
             AND inspection_date = current_date`,
            [machine],
          );
        return { response, applied: async () => (await inspected()) === 1 };
      },
    },
  ]);

  it("another organization's supervisor sees only their own fleet and crew", async () => {
    const ours = (await call(as("FIELD_SUPERVISOR"), "GET", "/api/v1/field-supervisor/overview")).json().data;
    const theirs = (await call("FIELD_SUPERVISOR", "GET", "/api/v1/field-supervisor/overview")).json().data;
    expect(ours.totalOperators).toBe(4);
    expect(theirs.totalOperators).not.toBe(ours.totalOperators);
    const operators = (
      await call("FIELD_SUPERVISOR", "GET", "/api/v1/field-supervisor/operators?limit=100")
    ).json().data.operators as { id: string }[];
    expect(operators.map((o) => o.id)).not.toContain(fleet.operators.first);
    const pending = (
      await call("FIELD_SUPERVISOR", "GET", "/api/v1/field-supervisor/compliance?limit=100")
    ).json().data.items as { equipment: { id: string } }[];
    expect(pending.map((item) => item.equipment.id)).not.toContain(fleet.machines.m1);
  });

  it("a signed-out call is refused", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/field-supervisor/overview" });
    expect(response.statusCode).toBe(401);
  });
});
