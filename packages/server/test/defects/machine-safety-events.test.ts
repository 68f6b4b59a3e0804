import type { Role } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationsAbout as notificationsOf, told as toldOf } from "../support/notifications-inbox.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { apiClient, type Call, CREW_OPERATOR, NORTHWIND_MANAGER } from "../work-orders/fixtures.js";
import { submitFailedInspection } from "./failed-inspection.js";

/**
 * Being told that a machine is unsafe to operate, and that it is back in service (docs/decisions/040, "Being
 * told"): MACHINE_UNSAFE when an inspection reports a critical defect, MACHINE_BACK_IN_SERVICE when the
 * machine's last critical defect is certified.
 */
describe(onEngine("machines unsafe and back in service: who is told"), () => {
  let t: TestApp;
  let call: Call;

  const notificationsAbout = (who: Role | string, machine: string) => notificationsOf(call, who, machine);
  const told = async (who: Role | string, machine: string, kind: string) =>
    (await toldOf(call, who, machine, kind)).find((n) => n.kind === kind);
  const eventsOf = (machine: string) =>
    t.db.query<{ kind: string }>("SELECT kind FROM events WHERE subject_id = $1 ORDER BY id", [machine]);

  const failedInspection = (operator: Role | string, ...failed: string[]) =>
    submitFailedInspection(t, call, operator, ...failed);
  const certify = async (id: string) => {
    expect(
      (await call("MECHANIC", "POST", `/api/v1/defects/${id}/status`, { status: "REPAIRED" })).statusCode,
    ).toBe(200);
    const certified = await call("MECHANIC", "POST", `/api/v1/defects/${id}/status`, { status: "CERTIFIED" });
    expect(certified.statusCode, certified.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("a critical defect tells the foremen, field supervisors and fleet managers why the machine cannot run", async () => {
    const { machine, submit } = await failedInspection("OPERATOR", "Steering", "Fire Extinguisher");
    for (const role of ["SHOP_FOREMAN", "FIELD_SUPERVISOR", "FLEET_MANAGER"] as const) {
      const notification = await told(role, machine, "MACHINE_UNSAFE");
      expect(notification, role).toMatchObject({
        title: expect.stringMatching(/^Unsafe to operate: /),
        body: expect.stringContaining("Open critical defect: Steering"),
        link: `/equipment/${machine}`,
        critical: true,
      });
    }
    // The operator who reported it is not told of their own report; the mechanic, nor another organization.
    expect(await notificationsAbout("OPERATOR", machine)).toEqual([]);
    expect(await notificationsAbout("MECHANIC", machine)).toEqual([]);
    expect(await notificationsAbout(NORTHWIND_MANAGER, machine)).toEqual([]);

    // The offline queue sending the same inspection again reports nothing new.
    expect((await submit()).statusCode).toBe(200);
    expect((await eventsOf(machine)).filter((e) => e.kind === "MACHINE_UNSAFE")).toHaveLength(1);
  });

  it("a failed item that is not critical leaves the machine in service and nobody is told it is unsafe", async () => {
    const { machine } = await failedInspection("OPERATOR", "Fire Extinguisher", "Coolant");
    expect(await eventsOf(machine)).toEqual([]);
  });

  it("certifying the machine's last critical defect tells its operator and the field supervisors", async () => {
    const { machine, byItem } = await failedInspection(CREW_OPERATOR, "Steering", "Tires/Tracks");
    await certify(byItem("Steering").id);
    // One critical defect is left: the machine is still unsafe, nobody is told it is back.
    expect((await eventsOf(machine)).map((e) => e.kind)).not.toContain("MACHINE_BACK_IN_SERVICE");

    await certify(byItem("Tires/Tracks").id);
    for (const who of [CREW_OPERATOR, "FIELD_SUPERVISOR", "SHOP_FOREMAN"]) {
      const notification = await told(who, machine, "MACHINE_BACK_IN_SERVICE");
      expect(notification, who).toMatchObject({
        title: expect.stringMatching(/^Back in service: /),
        body: expect.stringContaining("Certified: Tires/Tracks"),
        link: `/equipment/${machine}`,
      });
    }
    // The mechanic who certified it is not told of their own move; the other operator runs another machine.
    expect((await notificationsAbout("MECHANIC", machine)).map((n) => n.kind)).not.toContain(
      "MACHINE_BACK_IN_SERVICE",
    );
    expect((await notificationsAbout("OPERATOR", machine)).map((n) => n.kind)).not.toContain(
      "MACHINE_BACK_IN_SERVICE",
    );
    expect((await eventsOf(machine)).filter((e) => e.kind === "MACHINE_BACK_IN_SERVICE")).toHaveLength(1);
  });
});
