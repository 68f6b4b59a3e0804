import type { Role } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient, count } from "../equipment/fixtures.js";
import { createTeamOrganization, type TeamOrganization } from "../support/team-organization.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

describe(onEngine("PATCH /api/v1/users/{id}: the team rules"), () => {
  let t: TestApp;
  let api: ApiClient;
  /** Two active super admins, so that the super-admin rule (not the last-admin one) is what refuses. */
  let team: TeamOrganization;
  let secondSuperAdmin: { id: string; email: string };
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    team = await createTeamOrganization(t.db, "Rules");
    secondSuperAdmin = await team.addPerson("SUPER_ADMIN");
  });
  afterAll(async () => {
    await t.close();
  });
  const patch = (who: string, id: string, body: unknown, headers: Record<string, string> = {}) =>
    api(who, "PATCH", `/api/v1/users/${id}`, body, headers);
  const row = (id: string) =>
    t.db.one<{ role: Role; status: string }>("SELECT role, status FROM users WHERE id = $1", [id]);
  const historyLines = (id: string) =>
    count(t.db, "SELECT count(*) AS n FROM user_history WHERE user_id = $1", [id]);

  it("a fleet manager gives any role but Super Admin, to anyone but a super admin", async () => {
    const fm = team.emails.FLEET_MANAGER;
    const { id } = await team.addPerson("OPERATOR");
    for (const role of ["MECHANIC", "FLEET_MANAGER", "VIEWER"] as const) {
      const response = await patch(fm, id, { role });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        data: { user: { id, role } },
        message: "Role updated",
      });
    }
    const otherManager = await team.addPerson("FLEET_MANAGER");
    expect((await patch(fm, otherManager.id, { status: "SUSPENDED" })).statusCode).toBe(200);
    expect(await row(otherManager.id)).toEqual({ role: "FLEET_MANAGER", status: "SUSPENDED" });
  });

  it.each([
    ["demote a super admin", () => secondSuperAdmin.id, { role: "FLEET_MANAGER" }],
    ["deactivate a super admin", () => secondSuperAdmin.id, { status: "INACTIVE" }],
    ["make a super admin", () => team.ids.MECHANIC, { role: "SUPER_ADMIN" }],
  ])("a fleet manager may not %s: 403 SUPER_ADMIN_REQUIRED, nothing changed", async (_what, target, body) => {
    const id = target();
    const before = await row(id);
    const lines = await historyLines(id);
    const response = await patch(team.emails.FLEET_MANAGER, id, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      error: "Only a super admin can give the Super Admin role or change a super admin.",
      code: "SUPER_ADMIN_REQUIRED",
    });
    expect(await row(id)).toEqual(before);
    expect(await historyLines(id)).toBe(lines);
  });

  it("a fleet manager may not reactivate an inactive super admin either", async () => {
    const inactive = await team.addPerson("SUPER_ADMIN", { status: "INACTIVE" });
    const response = await patch(team.emails.FLEET_MANAGER, inactive.id, { status: "ACTIVE" });
    expect(response.json()).toMatchObject({ code: "SUPER_ADMIN_REQUIRED" });
    expect((await patch(team.emails.SUPER_ADMIN, inactive.id, { status: "ACTIVE" })).statusCode).toBe(200);
  });

  it("a super admin makes, demotes and deactivates super admins", async () => {
    const sa = team.emails.SUPER_ADMIN;
    const { id } = await team.addPerson("MECHANIC");
    expect((await patch(sa, id, { role: "SUPER_ADMIN" })).statusCode).toBe(200);
    expect((await patch(sa, id, { status: "INACTIVE" })).statusCode).toBe(200);
    expect((await patch(sa, id, { status: "ACTIVE" })).statusCode).toBe(200);
    expect((await patch(sa, id, { role: "VIEWER" })).statusCode).toBe(200);
    expect(await row(id)).toEqual({ role: "VIEWER", status: "ACTIVE" });
  });

  it.each(["SUPER_ADMIN", "FLEET_MANAGER"] as const)(
    "a %s changes neither their own role nor their own status: 403 OWN_ACCOUNT_CHANGE",
    async (role) => {
      for (const body of [{ role: "VIEWER" }, { status: "INACTIVE" }, { role }]) {
        const response = await patch(team.emails[role], team.ids[role], body);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          success: false,
          error: "You cannot change your own role or status.",
          code: "OWN_ACCOUNT_CHANGE",
        });
      }
      expect(await row(team.ids[role])).toEqual({ role, status: "ACTIVE" });
    },
  );

  it("the organization's last active super admin is neither demoted nor deactivated: 409 LAST_SUPER_ADMIN", async () => {
    const lone = await createTeamOrganization(t.db, "Lone admin");
    for (const body of [{ role: "FLEET_MANAGER" }, { status: "INACTIVE" }, { status: "SUSPENDED" }]) {
      const response = await patch(lone.emails.FLEET_MANAGER, lone.ids.SUPER_ADMIN, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        error: "The organization must keep at least one active super admin.",
        code: "LAST_SUPER_ADMIN",
      });
    }
    expect(await row(lone.ids.SUPER_ADMIN)).toEqual({ role: "SUPER_ADMIN", status: "ACTIVE" });
  });

  describe("two super admins changing each other at once", () => {
    const activeSuperAdmins = (organizationId: string) =>
      count(
        t.db,
        "SELECT count(*) AS n FROM users WHERE organization_id = $1 AND role = 'SUPER_ADMIN' AND status = 'ACTIVE'",
        [organizationId],
      );

    it.each([1, 2, 3, 4, 5])("round %i: demoting each other leaves exactly one", async () => {
      const org = await createTeamOrganization(t.db, "Race");
      const other = await org.addPerson("SUPER_ADMIN");
      const [first, second] = await Promise.all([
        patch(org.emails.SUPER_ADMIN, other.id, { role: "FLEET_MANAGER" }),
        patch(other.email, org.ids.SUPER_ADMIN, { role: "FLEET_MANAGER" }),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = first.statusCode === 409 ? first : second;
      expect(loser.json()).toMatchObject({ success: false, code: "LAST_SUPER_ADMIN" });
      expect(await activeSuperAdmins(org.organizationId)).toBe(1);
      const roleLines = await count(
        t.db,
        "SELECT count(*) AS n FROM user_history WHERE organization_id = $1 AND event = 'ROLE_CHANGED'",
        [org.organizationId],
      );
      expect(roleLines).toBe(1);
    });

    it("deactivating each other leaves exactly one, and the loser changes nothing", async () => {
      const org = await createTeamOrganization(t.db, "Race");
      const other = await org.addPerson("SUPER_ADMIN");
      const answers = await Promise.all([
        patch(org.emails.SUPER_ADMIN, other.id, { status: "INACTIVE" }),
        patch(other.email, org.ids.SUPER_ADMIN, { status: "INACTIVE" }),
      ]);
      expect(answers.map((a) => a.statusCode).filter((s) => s === 200)).toHaveLength(1);
      // The loser is no longer active (403) or would remove the last one (409): either way, refused.
      for (const answer of answers.filter((a) => a.statusCode !== 200)) {
        expect([401, 403, 409]).toContain(answer.statusCode);
      }
      expect(await activeSuperAdmins(org.organizationId)).toBe(1);
    });
  });

  it("writes one history line per change, none for a change to what is already set", async () => {
    const fm = team.emails.FLEET_MANAGER;
    const created = await api(fm, "POST", "/api/v1/users", {
      email: `history-${team.organizationId.slice(0, 8)}@example.com`,
      firstName: "Hilda",
      lastName: "History",
    });
    const id = created.json().data.user.id as string;
    await patch(fm, id, { role: "MECHANIC" });
    await patch(fm, id, { role: "MECHANIC" });
    await patch(fm, id, { status: "INACTIVE" });
    await patch(fm, id, { status: "ACTIVE" });
    const detail = await api(fm, "GET", `/api/v1/users/${id}`);
    expect(detail.statusCode).toBe(200);
    const { user, history, allowedChanges } = detail.json().data;
    expect(user).toMatchObject({ id, role: "MECHANIC", status: "ACTIVE" });
    const by = { id: team.ids.FLEET_MANAGER, firstName: "Test", lastName: "Member 2" };
    expect(history.map(({ id: _id, createdAt: _at, ...line }: Record<string, unknown>) => line)).toEqual([
      {
        event: "CREATED",
        fromRole: null,
        toRole: "OPERATOR",
        fromStatus: null,
        toStatus: "ACTIVE",
        changedBy: by,
      },
      {
        event: "ROLE_CHANGED",
        fromRole: "OPERATOR",
        toRole: "MECHANIC",
        fromStatus: null,
        toStatus: null,
        changedBy: by,
      },
      {
        event: "STATUS_CHANGED",
        fromRole: null,
        toRole: null,
        fromStatus: "ACTIVE",
        toStatus: "INACTIVE",
        changedBy: by,
      },
      {
        event: "STATUS_CHANGED",
        fromRole: null,
        toRole: null,
        fromStatus: "INACTIVE",
        toStatus: "ACTIVE",
        changedBy: by,
      },
    ]);
    const times = history.map((line: { createdAt: string }) => Date.parse(line.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(allowedChanges).toEqual({
      roles: [
        "FLEET_MANAGER",
        "SHOP_FOREMAN",
        "FIELD_SUPERVISOR",
        "INSPECTOR",
        "MECHANIC",
        "OPERATOR",
        "VIEWER",
      ],
      status: true,
      refusal: null,
    });
  });

  it("details say what the caller may change: nothing on a super admin for a fleet manager, nor on oneself", async () => {
    const fm = team.emails.FLEET_MANAGER;
    const onAdmin = (await api(fm, "GET", `/api/v1/users/${team.ids.SUPER_ADMIN}`)).json().data
      .allowedChanges;
    expect(onAdmin).toEqual({ roles: [], status: false, refusal: "SUPER_ADMIN_REQUIRED" });
    const onSelf = (await api(fm, "GET", `/api/v1/users/${team.ids.FLEET_MANAGER}`)).json().data
      .allowedChanges;
    expect(onSelf).toEqual({ roles: [], status: false, refusal: "OWN_ACCOUNT_CHANGE" });
    const bySuperAdmin = (
      await api(team.emails.SUPER_ADMIN, "GET", `/api/v1/users/${secondSuperAdmin.id}`)
    ).json().data.allowedChanges;
    expect(bySuperAdmin.roles).toContain("SUPER_ADMIN");
  });

  it("refuses a bad body with 400 and a code, and an unknown id with 404", async () => {
    const fm = team.emails.FLEET_MANAGER;
    const target = team.ids.VIEWER;
    const cases: [unknown, string][] = [
      [{}, "Provide a role or a status"],
      [{ role: "MECHANIC", status: "ACTIVE" }, "Change the role or the status, one at a time"],
      [{ role: "ADMIN" }, ""],
      [{ status: "DELETED" }, ""],
      [{ role: "VIEWER\u0000" }, "Text cannot contain NUL characters"],
    ];
    for (const [body, message] of cases) {
      const response = await patch(fm, target, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
      if (message) expect(response.json().error).toBe(message);
    }
    expect((await patch(fm, "not-a-uuid", { role: "VIEWER" })).statusCode).toBe(400);
    const unknown = await patch(fm, "00000000-0000-4000-8000-000000000000", { role: "VIEWER" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: "User not found", code: "NOT_FOUND" });
    expect(await row(target)).toEqual({ role: "VIEWER", status: "ACTIVE" });
  });

  it("a replayed change (same Idempotency-Key) answers the first answer and writes one history line", async () => {
    const { id } = await team.addPerson("OPERATOR");
    const headers = { "idempotency-key": `change-${id}` };
    const first = await patch(team.emails.FLEET_MANAGER, id, { role: "INSPECTOR" }, headers);
    const again = await patch(team.emails.FLEET_MANAGER, id, { role: "INSPECTOR" }, headers);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(
      await count(
        t.db,
        "SELECT count(*) AS n FROM user_history WHERE user_id = $1 AND event = 'ROLE_CHANGED'",
        [id],
      ),
    ).toBe(1);
  });
});
