import { randomUUID } from "node:crypto";
import { CURRENCY_MESSAGES, LABOUR_MESSAGES, ROLES } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { createLabourOrganization, type LabourOrganization } from "./labour-fixtures.js";

const settingsUrl = "/api/v1/organization/settings";

describe(onEngine("hourly rates and the organization's currency"), () => {
  let t: TestApp;
  let org: LabourOrganization;
  let other: LabourOrganization;

  beforeAll(async () => {
    t = await createTestApp();
    org = await createLabourOrganization(t.app, "Rates");
    other = await createLabourOrganization(t.app, "Rates elsewhere");
  });
  afterAll(() => t.close());

  it("lists every role (null: none set) and the people with a rate of their own; null clears a rate", async () => {
    const empty = (await org.expectCall("FLEET_MANAGER", "GET", "/api/v1/labour-rates", undefined, 200)).data;
    expect(empty).toEqual({
      currency: null,
      roles: ROLES.map((role) => ({ role, hourlyRate: null, updatedAt: null })),
      users: [],
    });
    await org.setRoleRate("MECHANIC", 45.5);
    const rates = await org.setUserRate(org.team.ids.MECHANIC, "61" as unknown as number);
    expect(rates.roles.find((row) => row.role === "MECHANIC")).toMatchObject({ hourlyRate: 45.5 });
    expect(rates.users).toEqual([
      {
        user: expect.objectContaining({ id: org.team.ids.MECHANIC, role: "MECHANIC" }),
        hourlyRate: 61,
        updatedAt: expect.any(String),
      },
    ]);
    const cleared = await org.setUserRate(org.team.ids.MECHANIC, null);
    expect(cleared.users).toEqual([]);
    const blank = await org.expectCall(
      "SUPER_ADMIN",
      "PUT",
      "/api/v1/labour-rates/roles/MECHANIC",
      { hourlyRate: "" },
      200,
    );
    expect(blank).toMatchObject({ message: LABOUR_MESSAGES.rateCleared });
    expect(
      (blank.data as { roles: { hourlyRate: number | null }[] }).roles.every((r) => r.hourlyRate === null),
    ).toBe(true);
  });

  it("bad rates are 400s naming the field; an unknown role 400; another organization's person 404", async () => {
    for (const hourlyRate of [-1, "ten", 1_000_001, undefined]) {
      const response = await org.call("SHOP_FOREMAN", "PUT", "/api/v1/labour-rates/roles/MECHANIC", {
        hourlyRate,
      });
      expect(response.statusCode, String(hourlyRate)).toBe(400);
      expect(response.json()).toMatchObject({ details: [expect.objectContaining({ path: "hourlyRate" })] });
    }
    const role = await org.call("SHOP_FOREMAN", "PUT", "/api/v1/labour-rates/roles/ADMIN", { hourlyRate: 1 });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toMatchObject({ details: [expect.objectContaining({ path: "role" })] });
    for (const id of [other.team.ids.MECHANIC, randomUUID()]) {
      const response = await org.call("SHOP_FOREMAN", "PUT", `/api/v1/labour-rates/users/${id}`, {
        hourlyRate: 10,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND", error: LABOUR_MESSAGES.userNotFound });
    }
    expect(
      (
        await t.db.one<{ n: number }>("SELECT count(*) AS n FROM labour_rates WHERE organization_id = $1", [
          other.organizationId,
        ])
      )?.n,
    ).toBe(0);
  });

  it("only the shop foreman, the fleet manager and the super admin read or set rates", async () => {
    for (const role of ROLES) {
      const allowed = ["SHOP_FOREMAN", "FLEET_MANAGER", "SUPER_ADMIN"].includes(role);
      const read = await org.call(role, "GET", "/api/v1/labour-rates");
      expect(read.statusCode, role).toBe(allowed ? 200 : 403);
      const write = await org.call(role, "PUT", "/api/v1/labour-rates/roles/VIEWER", { hourlyRate: 5 });
      expect(write.statusCode, role).toBe(allowed ? 200 : 403);
    }
  });

  it("the currency is set once by an admin (any case in); it changes only while no amount is recorded", async () => {
    const fresh = await createLabourOrganization(t.app, "Currency");
    const set = async (currency: unknown, status: number) =>
      fresh.expectCall("FLEET_MANAGER", "PATCH", settingsUrl, { currency }, status);
    expect((await set("eur", 200)).data).toEqual({
      settings: {
        keepPhotoLocation: false,
        currency: "EUR",
        recordRetentionMonths: 12,
        defaultLanguage: "en",
      },
    });
    // Nothing is recorded in it yet: a mistake is corrected.
    expect((await set("USD", 200)).data).toMatchObject({ settings: { currency: "USD" } });
    for (const currency of ["US", "DOLLARS", "XYZ", 12, ""]) {
      const refused = await set(currency, 400);
      expect(refused).toMatchObject({
        code: "VALIDATION_ERROR",
        details: [{ path: "currency", message: CURRENCY_MESSAGES.invalid }],
      });
    }
    await fresh.setRoleRate("MECHANIC", 30);
    const locked = await set("GBP", 409);
    expect(locked).toMatchObject({
      code: "CURRENCY_LOCKED",
      error: CURRENCY_MESSAGES.locked,
      details: [{ path: "currency", message: CURRENCY_MESSAGES.locked }],
    });
    // The same code again, or the other settings, are no change of currency.
    await set("USD", 200);
    await fresh.expectCall("FLEET_MANAGER", "PATCH", settingsUrl, { keepPhotoLocation: true }, 200);
    const settings = (await fresh.expectCall("SUPER_ADMIN", "GET", settingsUrl, undefined, 200)).data;
    expect(settings).toEqual({
      settings: {
        keepPhotoLocation: true,
        currency: "USD",
        recordRetentionMonths: 12,
        defaultLanguage: "en",
      },
    });
    // Every signed-in device learns it with its profile (and its next session), to write amounts in it.
    for (const role of ["OPERATOR", "MECHANIC", "SHOP_FOREMAN"] as const) {
      const profile = (await fresh.expectCall(role, "GET", "/api/v1/auth/profile", undefined, 200)).data;
      expect(profile).toMatchObject({ organization: { currency: "USD" } });
    }
    // Every cost answer names it.
    const job = await fresh.workOrder("IN_PROGRESS");
    expect(await fresh.cost(job)).toMatchObject({ currency: "USD" });
    expect((await fresh.labour(job)).currency).toBe("USD");
  });

  it("an organization with amounts but no currency yet may name the one they are in", async () => {
    const fresh = await createLabourOrganization(t.app, "Currency later");
    await fresh.addPart({ unitCost: 9.5 });
    const response = await fresh.call("FLEET_MANAGER", "PATCH", settingsUrl, { currency: "CAD" });
    expect(response.statusCode).toBe(200);
    const again = await fresh.call("FLEET_MANAGER", "PATCH", settingsUrl, { currency: "AUD" });
    expect(again.statusCode).toBe(409);
    const shop = await fresh.call("SHOP_FOREMAN", "PATCH", settingsUrl, { currency: "AUD" });
    expect(shop.statusCode).toBe(403);
  });
});
