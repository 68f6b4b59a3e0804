import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient, count } from "../equipment/fixtures.js";
import { createTeamOrganization, type TeamOrganization } from "../support/team-organization.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

const EMAIL_TAKEN = {
  success: false,
  error: "A user with this email already exists.",
  code: "USER_EMAIL_TAKEN",
  details: [{ path: "email", message: "A user with this email already exists." }],
};

describe(onEngine("POST /api/v1/users (Add New User)"), () => {
  let t: TestApp;
  let api: ApiClient;
  let team: TeamOrganization;
  let fm: string;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    team = await createTeamOrganization(t.db, "Adding");
    fm = team.emails.FLEET_MANAGER;
  });
  afterAll(async () => {
    await t.close();
  });
  const freshEmail = (prefix = "new") => `${prefix}.${randomBytes(4).toString("hex")}@example.com`;
  const create = (body: unknown, who = fm, headers: Record<string, string> = {}) =>
    api(who, "POST", "/api/v1/users", body, headers);
  const usersWith = (email: string) =>
    count(t.db, "SELECT count(*) AS n FROM users WHERE lower(email) = lower($1)", [email]);
  const peopleInTeam = () =>
    count(t.db, "SELECT count(*) AS n FROM users WHERE organization_id = $1", [team.organizationId]);

  it("adds a person with the defaults OPERATOR and ACTIVE, a 'created' line, answering 201", async () => {
    const email = freshEmail("Mixed.Case");
    const response = await create({
      email: `  ${email.toUpperCase()} `,
      firstName: " Nia ",
      lastName: "Newcomer",
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: "User added",
      data: {
        user: {
          email: email.toLowerCase(),
          firstName: "Nia",
          lastName: "Newcomer",
          phone: null,
          role: "OPERATOR",
          status: "ACTIVE",
          organizationId: team.organizationId,
          lastLogin: null,
        },
      },
    });
    const history = await t.db.query<{
      event: string;
      to_role: string;
      to_status: string;
      changed_by_id: string;
    }>("SELECT event, to_role, to_status, changed_by_id FROM user_history WHERE user_id = $1", [
      body.data.user.id,
    ]);
    expect(history).toEqual([
      { event: "CREATED", to_role: "OPERATOR", to_status: "ACTIVE", changed_by_id: team.ids.FLEET_MANAGER },
    ]);
  });

  it("takes every field of the form, INACTIVE included", async () => {
    const response = await create({
      email: freshEmail(),
      firstName: "Mo",
      lastName: "Mechanic",
      phone: "+1 (555) 123-4567",
      role: "MECHANIC",
      status: "INACTIVE",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user).toMatchObject({
      phone: "+1 (555) 123-4567",
      role: "MECHANIC",
      status: "INACTIVE",
    });
  });

  it("refuses the form's mistakes with the spec's messages and adds nobody", async () => {
    const before = await peopleInTeam();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        {},
        {
          email: "Email is required",
          firstName: "First name is required",
          lastName: "Last name is required",
        },
      ],
      [{ email: "nope", firstName: "A", lastName: "B" }, { email: "Please enter a valid email address" }],
      [
        { email: freshEmail(), firstName: "A", lastName: "B", phone: "555-CALL" },
        { phone: "Please enter a valid phone number" },
      ],
      [{ email: freshEmail(), firstName: "A", lastName: "B", status: "SUSPENDED" }, { status: "" }],
      [{ email: freshEmail(), firstName: "A", lastName: "B", role: "ADMIN" }, { role: "" }],
    ];
    for (const [body, fields] of cases) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json();
      expect(answer).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
      for (const [path, message] of Object.entries(fields)) {
        const detail = answer.details.find((d: { path: string }) => d.path === path);
        expect(detail, path).toBeDefined();
        if (message) expect(detail.message).toBe(message);
      }
    }
    expect(await peopleInTeam()).toBe(before);
  });

  it("refuses 10,000-character names with 400 and a code", async () => {
    const long = "N".repeat(10_000);
    const email = freshEmail();
    const response = await create({ email, firstName: long, lastName: long });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: "VALIDATION_ERROR",
      error: "First name must be 100 characters or less",
      details: [
        { path: "firstName", message: "First name must be 100 characters or less" },
        { path: "lastName", message: "Last name must be 100 characters or less" },
      ],
    });
    expect(await usersWith(email)).toBe(0);
  });

  it.each(["firstName", "lastName", "email", "phone"])(
    "refuses a NUL byte in %s with 400 and a code",
    async (field) => {
      const email = freshEmail();
      const body: Record<string, string> = { email, firstName: "Nul", lastName: "Byte", phone: "555 1234" };
      body[field] = field === "email" ? `nul\u0000${email}` : `${body[field]}\u0000`;
      const response = await create(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        error: "Text cannot contain NUL characters",
        code: "VALIDATION_ERROR",
        details: [{ path: field, message: "Text cannot contain NUL characters" }],
      });
      expect(await usersWith(email)).toBe(0);
    },
  );

  it("refuses a NUL byte in a search with 400 and a code", async () => {
    const response = await api(fm, "GET", "/api/v1/users?search=a%00b");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "search" }] });
  });

  it("an email belongs to one person, whatever its case and organization: 409 USER_EMAIL_TAKEN", async () => {
    for (const email of [
      team.emails.MECHANIC.toUpperCase(),
      "Fleet.Manager@SummitRidge.Example",
      "super.admin@northwind.example",
    ]) {
      const before = await usersWith(email);
      const response = await create({ email, firstName: "Dup", lastName: "Licate" });
      expect(response.statusCode, email).toBe(409);
      expect(response.json()).toEqual(EMAIL_TAKEN);
      expect(await usersWith(email)).toBe(before);
    }
  });

  it("two managers adding the same email at once: one 201, one 409, one person", async () => {
    const email = freshEmail("race");
    const answers = await Promise.all([
      create({ email, firstName: "Ray", lastName: "Ce" }, fm),
      create({ email: email.toUpperCase(), firstName: "Ray", lastName: "Ce" }, team.emails.SUPER_ADMIN),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual(EMAIL_TAKEN);
    expect(await usersWith(email)).toBe(1);
    expect(
      await count(
        t.db,
        "SELECT count(*) AS n FROM user_history h JOIN users u ON u.id = h.user_id WHERE u.email = $1",
        [email],
      ),
    ).toBe(1);
  });

  it("a replayed add (same Idempotency-Key) answers the first answer and adds one person", async () => {
    const email = freshEmail("replay");
    const body = { email, firstName: "Rita", lastName: "Replay", role: "MECHANIC" };
    const headers = { "idempotency-key": `add-${email}` };
    const first = await create(body, fm, headers);
    const again = await create(body, fm, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await usersWith(email)).toBe(1);
    const reused = await create({ ...body, firstName: "Other" }, fm, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
  });

  it("only a super admin adds a super admin", async () => {
    const email = freshEmail("admin");
    const refused = await create({ email, firstName: "Su", lastName: "Per", role: "SUPER_ADMIN" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      error: "Only a super admin can give the Super Admin role or change a super admin.",
      code: "SUPER_ADMIN_REQUIRED",
    });
    expect(await usersWith(email)).toBe(0);
    const allowed = await create(
      { email, firstName: "Su", lastName: "Per", role: "SUPER_ADMIN" },
      team.emails.SUPER_ADMIN,
    );
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().data.user.role).toBe("SUPER_ADMIN");
  });
});

/**
 * docs/decisions/025: 'email taken' answers the same whether the address is in the caller's organization or in
 * another one, and a caller makes at most USER_ADD_RATE_LIMIT add-user calls an hour, so the answer cannot be
 * used to list another organization's addresses.
 */
describe(onEngine("POST /api/v1/users: the add-user limit per caller (docs/decisions/025)"), () => {
  let t: TestApp;
  let api: ApiClient;
  let team: TeamOrganization;
  beforeAll(async () => {
    t = await createTestApp({ userAddPerHour: 3 });
    api = apiClient(t.app);
    team = await createTeamOrganization(t.db, "Add limit");
  });
  afterAll(async () => {
    await t.close();
  });
  const add = (who: string, email: string) =>
    api(who, "POST", "/api/v1/users", { email, firstName: "Lim", lastName: "It" });

  it("an address of another organization answers exactly like one of the caller's own", async () => {
    const own = await add(team.emails.SUPER_ADMIN, team.emails.MECHANIC);
    const elsewhere = await add(team.emails.SUPER_ADMIN, "super.admin@northwind.example");
    expect(own.statusCode).toBe(409);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual(own.json());
    expect(elsewhere.json()).toEqual(EMAIL_TAKEN);
  });

  it("a caller's calls past the hour's limit, taken or not, answer 429 RATE_LIMITED with Retry-After; others still add", async () => {
    const fm = team.emails.FLEET_MANAGER;
    const answers = [
      await add(fm, `limit.${randomBytes(4).toString("hex")}@example.com`),
      await add(fm, "fleet.manager@northwind.example"),
      await add(fm, "mechanic@northwind.example"),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([201, 409, 409]);
    const fresh = `limit.${randomBytes(4).toString("hex")}@example.com`;
    const over = await add(fm, fresh);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(3_500);
    expect(await count(t.db, "SELECT count(*) AS n FROM users WHERE email = $1", [fresh])).toBe(0);
    // The limit is the caller's, not the organization's.
    expect((await add(team.emails.SUPER_ADMIN, fresh)).statusCode).toBe(201);
  });
});
