import { PHOTO_MESSAGES } from "@mnx/domain";
import type { PhotoQuotaConfig } from "../../config.js";
import type { Database } from "../../db/database.js";
import { AppError } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { countInWindow } from "../../plugins/rate-limit-store.js";
import { countUnattachedPhotos } from "./photo-repository.js";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Runs `record` (inserting the upload's row) in a transaction once the upload fits every photo quota of its
 * person and their organization (docs/decisions/024-limits-and-photo-quotas.md):
 * - unattached uploads held at once (counted from the photos table, under the organization's advisory lock,
 *   so two servers cannot both take the last place): 429 PHOTO_UNATTACHED_LIMIT;
 * - uploads per hour and bytes per day (fixed windows in rate_limit_counters, shared by every server):
 *   429 PHOTO_QUOTA_EXCEEDED with Retry-After.
 * A refusal rolls the transaction back, so a refused upload counts against nothing.
 */
export async function withinPhotoQuota<T>(
  db: Database,
  quota: PhotoQuotaConfig,
  user: AuthenticatedUser,
  byteSize: number,
  record: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('photo-quota:' || $1::text))", [
      user.organizationId,
    ]);
    const held = await countUnattachedPhotos(tx, user.organizationId, user.id);
    if (held.person >= quota.unattached.person)
      throw new AppError("PHOTO_UNATTACHED_LIMIT", PHOTO_MESSAGES.unattached, 429);
    if (held.organization >= quota.unattached.organization)
      throw new AppError("PHOTO_UNATTACHED_LIMIT", PHOTO_MESSAGES.organizationUnattached, 429);

    const windows = [
      {
        key: `photo-uploads:person:${user.id}`,
        ms: HOUR_MS,
        amount: 1,
        max: quota.uploadsPerHour.person,
        message: PHOTO_MESSAGES.uploadsPerHour,
      },
      {
        key: `photo-uploads:organization:${user.organizationId}`,
        ms: HOUR_MS,
        amount: 1,
        max: quota.uploadsPerHour.organization,
        message: PHOTO_MESSAGES.organizationUploadsPerHour,
      },
      {
        key: `photo-bytes:person:${user.id}`,
        ms: DAY_MS,
        amount: byteSize,
        max: quota.bytesPerDay.person,
        message: PHOTO_MESSAGES.bytesPerDay,
      },
      {
        key: `photo-bytes:organization:${user.organizationId}`,
        ms: DAY_MS,
        amount: byteSize,
        max: quota.bytesPerDay.organization,
        message: PHOTO_MESSAGES.organizationBytesPerDay,
      },
    ];
    for (const window of windows) {
      const { current, ttl } = await countInWindow(tx, window.key, window.ms, window.amount);
      if (current > window.max)
        throw new AppError(
          "PHOTO_QUOTA_EXCEEDED",
          window.message,
          429,
          undefined,
          Math.max(1, Math.ceil(ttl / 1000)),
        );
    }
    return record(tx);
  });
}
