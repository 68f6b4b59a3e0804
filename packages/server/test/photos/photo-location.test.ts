import type { Role } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoBytes } from "../support/photo-bytes.js";
import { EVERY_ROLE } from "../support/role-matrix.js";
import { createTeamOrganization, type TeamOrganization } from "../support/team-organization.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { apiClient, type Call, insertMachine } from "../work-orders/fixtures.js";
import { upload } from "./fixtures.js";

const SETTINGS = "/api/v1/organization/settings";
const ADMINS: readonly Role[] = ["SUPER_ADMIN", "FLEET_MANAGER"];

describe(onEngine("Keep photo location: the organization's setting and the upload's location"), () => {
  let t: TestApp;
  let call: Call;
  let team: TeamOrganization;
  let other: TeamOrganization;
  const keeps = async (org: TeamOrganization) =>
    (
      await t.db.one<{ keep: boolean }>(
        "SELECT keep_photo_location AS keep FROM organizations WHERE id = $1",
        [org.organizationId],
      )
    )?.keep;
  const setting = (org: TeamOrganization, role: Role, keepPhotoLocation: boolean) =>
    call(org.emails[role], "PATCH", SETTINGS, { keepPhotoLocation });
  const locationOf = (id: string) =>
    t.db.one<{ latitude: number | null; longitude: number | null }>(
      "SELECT latitude, longitude FROM photos WHERE id = $1",
      [id],
    );

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    team = await createTeamOrganization(t.db, "Location");
    other = await createTeamOrganization(t.db, "Elsewhere");
  });
  afterAll(() => t.close());

  it("is off by default, and changed by an admin only, in their own organization only", async () => {
    expect(await keeps(team)).toBe(false);
    const read = await call(team.emails.FLEET_MANAGER, "GET", SETTINGS);
    expect(read.json()).toMatchObject({ success: true, data: { settings: { keepPhotoLocation: false } } });
    for (const role of EVERY_ROLE) {
      const response = await setting(team, role, true);
      if (ADMINS.includes(role)) {
        expect(response.statusCode, role).toBe(200);
        expect(response.json().data.settings).toEqual({
          keepPhotoLocation: true,
          currency: null,
          recordRetentionMonths: 12,
          defaultLanguage: "en",
        });
        expect(await keeps(team)).toBe(true);
        await setting(team, role, false);
      } else {
        expect(response.statusCode, role).toBe(403);
        expect(response.json().code).toBe("INSUFFICIENT_PERMISSIONS");
        expect(await keeps(team)).toBe(false);
      }
    }
    // Another organization's admin changes their own organization, never this one.
    expect((await setting(other, "SUPER_ADMIN", true)).statusCode).toBe(200);
    expect(await keeps(other)).toBe(true);
    expect(await keeps(team)).toBe(false);
    await setting(other, "SUPER_ADMIN", false);
    const invalid = await call(team.emails.SUPER_ADMIN, "PATCH", SETTINGS, { keepPhotoLocation: "yes" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe("VALIDATION_ERROR");
  });

  it("answers the setting with the profile, so the device knows whether to read locations", async () => {
    await call(team.emails.OPERATOR, "GET", "/api/v1/auth/profile");
    await setting(team, "SUPER_ADMIN", true);
    const profile = await call(team.emails.OPERATOR, "GET", "/api/v1/auth/profile");
    expect(profile.json().data.organization).toMatchObject({ keepPhotoLocation: true });
    await setting(team, "SUPER_ADMIN", false);
  });

  it("stores a photo's location only while the organization keeps it, and shows it in the details", async () => {
    const withLocation = (role: Role, query: string) =>
      upload(call, team.emails[role], photoBytes("jpeg"), "image/jpeg", {}, query);

    const dropped = await withLocation("MECHANIC", "latitude=45.5&longitude=-122.25");
    expect(dropped.statusCode).toBe(201);
    expect(await locationOf(dropped.json().data.photo.id)).toEqual({ latitude: null, longitude: null });

    await setting(team, "FLEET_MANAGER", true);
    const kept = await withLocation("SHOP_FOREMAN", "latitude=45.5&longitude=-122.25");
    expect(kept.statusCode).toBe(201);
    const photoId = kept.json().data.photo.id;
    expect(await locationOf(photoId)).toEqual({ latitude: 45.5, longitude: -122.25 });
    // A photo without a location stays without one.
    const none = await withLocation("SHOP_FOREMAN", "");
    expect(await locationOf(none.json().data.photo.id)).toEqual({ latitude: null, longitude: null });

    const equipmentId = await insertMachine(t.db, team.organizationId);
    const created = await call(team.emails.SHOP_FOREMAN, "POST", "/api/v1/work-orders", {
      title: "Leak at the boom",
      description: "Photo with its location",
      equipmentId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json().data.workOrder.id;
    const attached = await call(team.emails.SHOP_FOREMAN, "POST", `/api/v1/work-orders/${orderId}/photos`, {
      photoIds: [photoId],
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const details = await call(team.emails.SHOP_FOREMAN, "GET", `/api/v1/work-orders/${orderId}`);
    expect(details.json().data.workOrder.photos).toEqual([
      expect.objectContaining({ id: photoId, location: { latitude: 45.5, longitude: -122.25 } }),
    ]);
    await setting(team, "FLEET_MANAGER", false);
  });

  it("refuses a location off the globe, or half of one, with a code, whatever the setting", async () => {
    await setting(team, "SUPER_ADMIN", true);
    for (const query of [
      "latitude=91&longitude=0",
      "latitude=0&longitude=-180.5",
      "latitude=north&longitude=10",
      "latitude=12",
      "longitude=12",
    ]) {
      const response = await upload(call, team.emails.OPERATOR, photoBytes("jpeg"), "image/jpeg", {}, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe("VALIDATION_ERROR");
    }
    await setting(team, "SUPER_ADMIN", false);
  });
});
