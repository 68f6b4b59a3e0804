import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PHOTO_MESSAGES } from "@mnx/domain";
import { afterAll, describe, expect, it } from "vitest";
import { type Config, loadConfig } from "../../src/config.js";
import { purgeUnattachedPhotos } from "../../src/modules/photos/photo-cleanup.js";
import { photoBytes } from "../support/photo-bytes.js";
import { createTeamOrganization, type TeamOrganization } from "../support/team-organization.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { apiClient, type Call, count } from "../work-orders/fixtures.js";
import { upload } from "./fixtures.js";

/** The quotas a server has when none is set (README's configuration table). */
const DEFAULT_QUOTA = loadConfig({}).photoQuota;

describe(onEngine("photo quotas (docs/decisions/024)"), () => {
  const photoDir = mkdtempSync(join(tmpdir(), "mnx-test-photo-quota-"));
  const apps: TestApp[] = [];
  /** An app with these quota settings, and a fresh organization to upload in (counters start at 0). */
  const setUp = async (overrides: Partial<Config> = {}) => {
    const t = await createTestApp({ photoDir, ...overrides });
    apps.push(t);
    const team = await createTeamOrganization(t.db, "Photo quota");
    return { t, team, call: apiClient(t.app) };
  };
  const held = (t: TestApp, team: TeamOrganization) =>
    count(t.db, "SELECT count(*) AS n FROM photos WHERE organization_id = $1", [team.organizationId]);

  afterAll(async () => {
    for (const t of apps) await t.close();
    rmSync(photoDir, { recursive: true, force: true });
  });

  it("30 uploads in a row by an operator are stopped by the default quota: 20 held unattached at once", async () => {
    expect(DEFAULT_QUOTA).toEqual({
      uploadsPerHour: { person: 60, organization: 600 },
      bytesPerDay: { person: 500 * 1024 * 1024, organization: 5_000 * 1024 * 1024 },
      unattached: { person: 20, organization: 200 },
    });
    const { t, team, call } = await setUp({ photoQuota: DEFAULT_QUOTA });
    const statuses: number[] = [];
    let refusal: ReturnType<Awaited<ReturnType<Call>>["json"]> | undefined;
    for (let i = 0; i < 30; i++) {
      const response = await upload(call, team.emails.OPERATOR, photoBytes("jpeg", 2048));
      statuses.push(response.statusCode);
      if (response.statusCode !== 201) refusal ??= response.json();
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    expect(refusal).toEqual({
      success: false,
      error: PHOTO_MESSAGES.unattached,
      code: "PHOTO_UNATTACHED_LIMIT",
    });
    expect(await held(t, team)).toBe(20);
    // Another person of the organization still has their own room.
    expect((await upload(call, team.emails.MECHANIC, photoBytes("jpeg"))).statusCode).toBe(201);
  });

  it("uploads per hour, per person then per organization: 429 with Retry-After, nothing stored", async () => {
    const { t, team, call } = await setUp({
      photoQuota: { ...DEFAULT_QUOTA, uploadsPerHour: { person: 3, organization: 5 } },
    });
    for (let i = 0; i < 3; i++)
      expect((await upload(call, team.emails.OPERATOR, photoBytes("jpeg"))).statusCode).toBe(201);
    const fourth = await upload(call, team.emails.OPERATOR, photoBytes("jpeg"));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      success: false,
      error: PHOTO_MESSAGES.uploadsPerHour,
      code: "PHOTO_QUOTA_EXCEEDED",
    });
    const retryAfter = Number(fourth.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    // A refused upload counts against nothing: the organization's count is 3, so two more pass, then it is full.
    for (let i = 0; i < 2; i++)
      expect((await upload(call, team.emails.MECHANIC, photoBytes("jpeg"))).statusCode).toBe(201);
    const full = await upload(call, team.emails.SHOP_FOREMAN, photoBytes("jpeg"));
    expect(full.statusCode).toBe(429);
    expect(full.json().error).toBe(PHOTO_MESSAGES.organizationUploadsPerHour);
    expect(full.headers["retry-after"]).toBeDefined();
    expect(await held(t, team)).toBe(5);
  });

  it("bytes per day: a file past the day's bytes is a 429 until the next day", async () => {
    const { t, team, call } = await setUp({
      photoQuota: { ...DEFAULT_QUOTA, bytesPerDay: { person: 10_000, organization: 15_000 } },
    });
    expect((await upload(call, team.emails.OPERATOR, photoBytes("jpeg", 6_000))).statusCode).toBe(201);
    const over = await upload(call, team.emails.OPERATOR, photoBytes("jpeg", 6_000));
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("PHOTO_QUOTA_EXCEEDED");
    expect(over.json().error).toBe(PHOTO_MESSAGES.bytesPerDay);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(86_000);
    // What the refused file would have taken is not counted: 4,000 bytes still fit.
    expect((await upload(call, team.emails.OPERATOR, photoBytes("jpeg", 4_000))).statusCode).toBe(201);
    expect((await upload(call, team.emails.MECHANIC, photoBytes("jpeg", 6_000))).statusCode).toBe(429);
    expect(await held(t, team)).toBe(2);
  });

  it("an unattached upload older than the limit disappears while the server runs, file included", async () => {
    // Old enough after 2 s: an upload on a loaded machine is still there when the test looks for its file.
    const { t, team, call } = await setUp({ photoUnattachedMaxAgeMs: 2_000, photoCleanupIntervalMs: 100 });
    const response = await upload(call, team.emails.OPERATOR, photoBytes("jpeg"));
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data.photo;
    const file = join(photoDir, team.organizationId, id);
    expect(existsSync(file)).toBe(true);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (await held(t, team)) > 0) await new Promise((r) => setTimeout(r, 100));
    expect(await held(t, team)).toBe(0);
    expect(existsSync(file)).toBe(false);
    // Its clean-up every 100 ms would take the next test's uploads too.
    apps.splice(apps.indexOf(t), 1);
    await t.close();
  });

  it("two servers cleaning up at once remove each upload once, without an error", async () => {
    const { t, team, call } = await setUp();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await upload(call, team.emails.OPERATOR, photoBytes("jpeg"))).json().data.photo.id);
    await t.db.query("UPDATE photos SET created_at = now() - interval '2 days' WHERE id = ANY($1::uuid[])", [
      ids,
    ]);
    const other = await createTestApp({ photoDir });
    apps.push(other);
    const day = 24 * 3_600_000;
    const removed = await Promise.all([
      purgeUnattachedPhotos(t.db, t.app.photoStorage, day),
      purgeUnattachedPhotos(other.db, other.app.photoStorage, day),
    ]);
    expect(removed[0] + removed[1]).toBeGreaterThanOrEqual(4);
    expect(await held(t, team)).toBe(0);
    for (const id of ids) expect(existsSync(join(photoDir, team.organizationId, id))).toBe(false);
  });
});
