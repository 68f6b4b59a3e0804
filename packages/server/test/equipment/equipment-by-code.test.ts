import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findTestUser } from "../support/access-token.js";
import { createTeamOrganization } from "../support/team-organization.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  type ApiClient,
  apiClient,
  insertActiveAssignment,
  insertMachine,
  OTHER_ORG_MANAGER,
  organizationOf,
  ROLE_EMAILS,
  uniqueNumber,
} from "./fixtures.js";

const byCode = (code: string) => `/api/v1/equipment/by-code/${encodeURIComponent(code)}`;
const NOT_FOUND = { success: false, error: "Equipment not found", code: "NOT_FOUND" };

/** GET /equipment/by-code/{code}: an older label's code (or a typed number) opens the machine (scan to open). */
describe(onEngine("GET /api/v1/equipment/by-code/{code}"), () => {
  let t: TestApp;
  let api: ApiClient;
  let ownOrganization: string;
  let otherOrganization: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    ownOrganization = await organizationOf(t.app);
    otherOrganization = await organizationOf(t.app, OTHER_ORG_MANAGER);
  });
  afterAll(() => t.close());

  /** A fresh machine of the organization with this QR code; answers its id and number. */
  const codedMachine = async (organizationId: string, qrCode: string) => {
    const id = await insertMachine(t.db, organizationId, { name: `Labelled ${qrCode}` });
    const row = await t.db.one<{ equipment_number: string }>(
      "UPDATE equipment SET qr_code = $2 WHERE id = $1 RETURNING equipment_number",
      [id, qrCode],
    );
    return { id, number: row?.equipment_number ?? "" };
  };

  it("answers the machine a label's code names, as GET /equipment/{id} shows it", async () => {
    const seeded = await t.db.one<{ id: string; qr_code: string }>(
      "SELECT id, qr_code FROM equipment WHERE organization_id = $1 AND qr_code IS NOT NULL ORDER BY equipment_number LIMIT 1",
      [ownOrganization],
    );
    const response = await api("SHOP_FOREMAN", "GET", byCode(seeded?.qr_code ?? ""));
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({ id: seeded?.id, qrCode: seeded?.qr_code });
    const direct = (await api("SHOP_FOREMAN", "GET", `/api/v1/equipment/${seeded?.id}`)).json().data;
    expect(data.equipmentNumber).toBe(direct.equipmentNumber);
  });

  const qrOf = async (id: string) =>
    (await t.db.one<{ qr_code: string }>("SELECT qr_code FROM equipment WHERE id = $1", [id]))?.qr_code ?? "";

  it("takes a code typed in small letters, the equipment number in any case, and codes with / and spaces", async () => {
    const machine = await codedMachine(ownOrganization, uniqueNumber("QR"));
    const found = async (code: string) => (await api("VIEWER", "GET", byCode(code))).json().data?.id;
    expect(await found((await qrOf(machine.id)).toLowerCase())).toBe(machine.id);
    expect(await found(machine.number.toLowerCase())).toBe(machine.id);
    expect(await found(` ${machine.number} `)).toBe(machine.id);
    const lowerCode = `${uniqueNumber("mnx").toLowerCase()}/yard b`;
    const odd = await codedMachine(ownOrganization, lowerCode);
    expect(await found(lowerCode)).toBe(odd.id);
  });

  it("prefers the machine whose QR code it is over one whose number it is", async () => {
    const numbered = await codedMachine(ownOrganization, uniqueNumber("QR"));
    const coded = await codedMachine(ownOrganization, numbered.number);
    expect((await api("VIEWER", "GET", byCode(numbered.number))).json().data.id).toBe(coded.id);
  });

  it("answers another organization's label as a code that exists nowhere: 404, never the machine", async () => {
    const theirs = await t.db.one<{ id: string; qr_code: string; name: string }>(
      "SELECT id, qr_code, name FROM equipment WHERE organization_id = $1 AND qr_code IS NOT NULL LIMIT 1",
      [otherOrganization],
    );
    const code = theirs?.qr_code ?? "";
    expect((await api(OTHER_ORG_MANAGER, "GET", byCode(code))).json().data.id).toBe(theirs?.id);
    for (const role of ["SUPER_ADMIN", "FLEET_MANAGER", "OPERATOR"] as const) {
      const response = await api(role, "GET", byCode(code));
      expect(response.statusCode, role).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      expect(response.body).not.toContain(theirs?.id);
    }
    const nowhere = await api("SUPER_ADMIN", "GET", byCode(uniqueNumber("NOWHERE")));
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toEqual(NOT_FOUND);
  });

  it("opens the caller's own machine when another organization's label carries the same code", async () => {
    // A throw-away organization: the seeded ones keep their exact machines for the other suites.
    const other = await createTeamOrganization(t.db, "Labels");
    const shared = uniqueNumber("SHARED");
    const theirs = await codedMachine(other.organizationId, shared);
    const ours = await codedMachine(ownOrganization, shared);
    const response = await api("FLEET_MANAGER", "GET", byCode(shared));
    expect(response.json().data.id).toBe(ours.id);
    expect(response.body).not.toContain(theirs.id);
    expect((await api(other.emails.FLEET_MANAGER, "GET", byCode(shared))).json().data.id).toBe(theirs.id);
  });

  it("shows an operator only the machines assigned to them", async () => {
    const operator = await findTestUser(t.app, ROLE_EMAILS.OPERATOR);
    const { equipmentId } = await insertActiveAssignment(t.db, ownOrganization, operator.id);
    const mine = uniqueNumber("MINE");
    await t.db.query("UPDATE equipment SET qr_code = $2 WHERE id = $1", [equipmentId, mine]);
    expect((await api("OPERATOR", "GET", byCode(mine))).json().data.id).toBe(equipmentId);
    const unassigned = await codedMachine(ownOrganization, uniqueNumber("YARD"));
    const response = await api("OPERATOR", "GET", byCode(await qrOf(unassigned.id)));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it("refuses a blank code and one longer than a label holds", async () => {
    const blank = await api("VIEWER", "GET", byCode("   "));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    const long = await api("VIEWER", "GET", byCode("A".repeat(101)));
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
    expect(long.json()).toMatchObject({ success: false });
  });
});
