import { can } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVERY_ROLE } from "../support/role-matrix.js";
import { createTeamOrganization, type TeamOrganization } from "../support/team-organization.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { apiClient, type Call } from "../work-orders/fixtures.js";

const PROFILE = "/api/v1/auth/profile";
const SETTINGS = "/api/v1/organization/settings";
const MISSING_WORK_ORDER = "/api/v1/work-orders/00000000-0000-4000-8000-000000000000";

/** The server answers in the caller's language: their profile's, else Accept-Language, else English (049). */
describe(onEngine("answers in the caller's language"), () => {
  let t: TestApp;
  let call: Call;
  let team: TeamOrganization;
  let other: TeamOrganization;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    team = await createTeamOrganization(t.db, "Languages");
    other = await createTeamOrganization(t.db, "Languages elsewhere");
  });
  afterAll(() => t.close());

  it("writes an error in Spanish by Accept-Language, keeping its code", async () => {
    const signedOut = await t.app.inject({
      method: "GET",
      url: "/api/v1/work-orders",
      headers: { "accept-language": "es-MX,es;q=0.9,en;q=0.5" },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({
      success: false,
      code: "AUTH_REQUIRED",
      error: "Se requiere autenticación",
    });
    const missing = await call(team.emails.MECHANIC, "GET", MISSING_WORK_ORDER, undefined, {
      "accept-language": "es",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "NOT_FOUND", error: "Orden de trabajo no encontrada" });
    const english = await call(team.emails.MECHANIC, "GET", MISSING_WORK_ORDER);
    expect(english.json()).toMatchObject({ code: "NOT_FOUND", error: "Work order not found" });
  });

  it("writes field messages in French, those of the domain and those zod writes itself", async () => {
    const french = { "accept-language": "fr-CA" };
    const invalid = await call(team.emails.SHOP_FOREMAN, "POST", "/api/v1/work-orders", {}, french);
    expect(invalid.statusCode).toBe(400);
    const body = invalid.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    const messages = body.details.map((detail: { message: string }) => detail.message);
    expect(messages).toContain("La sélection de l'équipement est obligatoire");
    expect(body.error).toBe(messages[0]);
    const paging = await call(
      team.emails.SHOP_FOREMAN,
      "GET",
      "/api/v1/work-orders?page=abc",
      undefined,
      french,
    );
    expect(paging.statusCode).toBe(400);
    expect(paging.json().details[0].message).toMatch(/^Entrée invalide/);
  });

  it("sets the profile's language, answers in it whatever the device says, and clears it", async () => {
    const email = team.emails.OPERATOR;
    expect((await call(email, "GET", PROFILE)).json().data.user.language).toBeNull();
    const set = await call(email, "PATCH", PROFILE, { language: "es" });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.user.language).toBe("es");
    expect((await call(email, "GET", PROFILE)).json().data.user.language).toBe("es");
    const refused = await call(email, "GET", MISSING_WORK_ORDER, undefined, { "accept-language": "en-US" });
    expect(refused.json()).toMatchObject({ code: "NOT_FOUND", error: "Orden de trabajo no encontrada" });

    const wrong = await call(email, "PATCH", PROFILE, { language: "de" }, { "accept-language": "fr" });
    expect(wrong.statusCode).toBe(400);
    // The profile's Spanish wins over the device's French.
    expect(wrong.json().details).toEqual([{ path: "language", message: "Elija inglés, español o francés" }]);

    const cleared = await call(email, "PATCH", PROFILE, { language: null });
    expect(cleared.json().data.user.language).toBeNull();
    const english = await call(email, "GET", MISSING_WORK_ORDER);
    expect(english.json().error).toBe("Work order not found");
    const french = await call(email, "GET", MISSING_WORK_ORDER, undefined, { "accept-language": "fr" });
    expect(french.json().error).toBe("Bon de travail introuvable");
  });

  it("lets those who change the organization's settings set its default language, in their organization only", async () => {
    const defaultOf = async (org: TeamOrganization) =>
      (
        await t.db.one<{ language: string }>(
          "SELECT default_language AS language FROM organizations WHERE id = $1",
          [org.organizationId],
        )
      )?.language;
    expect(await defaultOf(team)).toBe("en");
    for (const role of EVERY_ROLE) {
      const response = await call(team.emails[role], "PATCH", SETTINGS, { defaultLanguage: "fr-CA" });
      if (can(role, "organization.settings")) {
        expect(response.statusCode, role).toBe(200);
        expect(response.json().data.settings.defaultLanguage, role).toBe("fr-CA");
        expect(await defaultOf(team), role).toBe("fr-CA");
        const profile = await call(team.emails.VIEWER, "GET", PROFILE);
        expect(profile.json().data.organization.defaultLanguage, role).toBe("fr-CA");
        await call(team.emails[role], "PATCH", SETTINGS, { defaultLanguage: "en" });
      } else {
        expect(response.statusCode, role).toBe(403);
        expect(response.json().code, role).toBe("INSUFFICIENT_PERMISSIONS");
        expect(await defaultOf(team), role).toBe("en");
      }
    }
    // Another organization's admin sets their own organization's, never this one's.
    expect(
      (await call(other.emails.SUPER_ADMIN, "PATCH", SETTINGS, { defaultLanguage: "es" })).statusCode,
    ).toBe(200);
    expect(await defaultOf(other)).toBe("es");
    expect(await defaultOf(team)).toBe("en");
    const invalid = await call(team.emails.SUPER_ADMIN, "PATCH", SETTINGS, { defaultLanguage: "pt" });
    expect(invalid.json()).toMatchObject({ code: "VALIDATION_ERROR" });
  });
});
