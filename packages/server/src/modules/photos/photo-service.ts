import { randomUUID } from "node:crypto";
import {
  type ErrorDetail,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  PHOTOS_PER_RECORD_MAX,
  type PhotoLocation,
  sniffPhotoType,
  type UploadedPhoto,
  type WorkOrderPhoto,
} from "@mnx/domain";
import type { PhotoQuotaConfig } from "../../config.js";
import type { Database } from "../../db/database.js";
import { AppError } from "../../errors.js";
import { type AuthenticatedUser, assertCapability } from "../../plugins/auth.js";
import { organizationSettings } from "../organization/organization-service.js";
import { signedPhotoUrl } from "./photo-links.js";
import { withinPhotoQuota } from "./photo-quota.js";
import {
  attachPhotoRows,
  countRecordPhotos,
  deletePhoto,
  findAttachedPhoto,
  insertPhoto,
  listWorkOrderPhotoRows,
  lockPhotos,
} from "./photo-repository.js";
import type { PhotoStorage } from "./photo-storage.js";

/**
 * POST /photos: a photo file, checked by its first bytes (JPEG, PNG, WebP) and its size (10 MB), stored under
 * a new id and recorded as the caller's, not yet attached to anything. The location the device read is kept
 * only while the organization keeps photo locations; otherwise it is dropped here. Its row is recorded within
 * the photo quotas (photo-quota.ts) before the file is stored, and removed again if storing fails.
 */
export async function uploadPhoto(
  db: Database,
  storage: PhotoStorage,
  quota: PhotoQuotaConfig,
  user: AuthenticatedUser,
  bytes: Buffer,
  location: PhotoLocation | null = null,
): Promise<UploadedPhoto> {
  if (bytes.length > PHOTO_MAX_BYTES) throw new AppError("PHOTO_TOO_LARGE", PHOTO_MESSAGES.tooLarge, 413);
  if (bytes.length === 0) throw new AppError("UNSUPPORTED_PHOTO_TYPE", PHOTO_MESSAGES.empty, 400);
  const contentType = sniffPhotoType(bytes);
  if (!contentType) throw new AppError("UNSUPPORTED_PHOTO_TYPE", PHOTO_MESSAGES.notAnImage, 400);
  const kept = location && (await organizationSettings(db, user.organizationId)).keepPhotoLocation;
  const id = randomUUID();
  const row = await withinPhotoQuota(db, quota, user, bytes.length, (tx) =>
    insertPhoto(tx, {
      id,
      organizationId: user.organizationId,
      uploadedById: user.id,
      contentType,
      byteSize: bytes.length,
      location: kept ? location : null,
    }),
  );
  try {
    await storage.save(user.organizationId, id, bytes);
  } catch (error) {
    await deletePhoto(db, id);
    throw error;
  }
  return {
    id: row.id,
    contentType: row.content_type,
    byteSize: row.byte_size,
    createdAt: row.created_at.toISOString(),
  };
}

export interface PhotoLink {
  workOrderId: string;
  /** The history line the photos came with; null when added in the details. */
  historyId: string | null;
  /** The failed inspection item they show ('Category|Item'). */
  inspectionItem: string | null;
}

/**
 * Attaches the caller's uploads `ids` to a record, inside the transaction of the write that names them (which
 * holds the work order's row locked, so two writes count each other). An id that is not an upload of the
 * caller in their organization is the 400 'not found in your organization' (another organization's photo
 * answers exactly like an id that exists nowhere); one already attached 409; past 5 on the record 409.
 * `path` names the body field in the refusal's details.
 */
export async function attachPhotos(
  tx: Database,
  user: AuthenticatedUser,
  ids: readonly string[] | undefined,
  link: PhotoLink,
  path = "photoIds",
): Promise<void> {
  if (!ids?.length) return;
  assertCapability(user, "photos.attach");
  const rows = await lockPhotos(tx, user.organizationId, ids);
  const mine = new Map(rows.filter((row) => row.uploaded_by_id === user.id).map((row) => [row.id, row]));
  const missing: ErrorDetail[] = ids
    .map((id, index) => ({ id, index }))
    .filter(({ id }) => !mine.has(id))
    .map(({ index }) => ({ path: `${path}.${index}`, message: PHOTO_MESSAGES.notFound }));
  if (missing.length > 0) throw new AppError("INVALID_PHOTO", PHOTO_MESSAGES.notFound, 400, missing);
  if ([...mine.values()].some((row) => row.work_order_id !== null))
    throw new AppError("PHOTO_ALREADY_ATTACHED", PHOTO_MESSAGES.alreadyAttached, 409);
  const held = await countRecordPhotos(tx, link.workOrderId, link.inspectionItem);
  if (held + ids.length > PHOTOS_PER_RECORD_MAX) throw new AppError("PHOTO_LIMIT", PHOTO_MESSAGES.limit, 409);
  await attachPhotoRows(tx, ids, link);
}

/** A work order's photos with short-lived signed addresses; call only for a caller who may read it. */
export async function workOrderPhotos(db: Database, workOrderId: string): Promise<WorkOrderPhoto[]> {
  const rows = await listWorkOrderPhotoRows(db, workOrderId);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      url: await signedPhotoUrl(db, row.id),
      contentType: row.content_type,
      byteSize: row.byte_size,
      historyId: row.history_id,
      inspectionItem: row.inspection_item,
      uploadedBy: row.uploaded_by,
      location:
        row.latitude === null || row.longitude === null
          ? null
          : { latitude: row.latitude, longitude: row.longitude },
      createdAt: row.created_at.toISOString(),
    })),
  );
}

/** A photo attached to a work order (only those are served), or undefined. */
export function attachedPhoto(db: Database, id: string) {
  return findAttachedPhoto(db, id);
}
