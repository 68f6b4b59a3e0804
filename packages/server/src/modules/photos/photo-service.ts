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

export type { PhotoStorage };

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

/** A photo file for a document (the inspection report): its bytes, or why there are none. */
export interface PhotoFile {
  id: string;
  contentType: WorkOrderPhoto["contentType"];
  /** The failed inspection item it shows ('Category|Item'), or null. */
  inspectionItem: string | null;
  takenBy: string | null;
  createdAt: string;
  bytes: Buffer | null;
  /** Why `bytes` is null: the store could not give the file, or the document's limits left it out. */
  missing: "unreadable" | "over-limit" | null;
}

/** Reads a stored file whole, giving up past `max` bytes (a file larger than its row says is not read). */
async function readWhole(storage: PhotoStorage, organizationId: string, id: string, max: number) {
  const stream = await storage.open(organizationId, id);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) {
      stream.destroy();
      throw new Error(`Photo ${id} is larger than its record says`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A work order's photo files, oldest first, read from the photo store (the folder or the bucket) for a document:
 * the first `limits.count` files, each while it fits in `limits.bytes` bytes in all (the others are answered
 * with `missing: "over-limit"`); a file the store cannot give (gone, the bucket unreachable) is answered with
 * `missing: "unreadable"`, never an error. Call only for a caller who may read the work order.
 */
export async function readWorkOrderPhotoFiles(
  db: Database,
  storage: PhotoStorage,
  organizationId: string,
  workOrderId: string,
  limits: { count: number; bytes: number },
): Promise<PhotoFile[]> {
  const rows = await listWorkOrderPhotoRows(db, workOrderId);
  let budget = limits.bytes;
  return Promise.all(
    rows.map(async (row, index) => {
      const photo = {
        id: row.id,
        contentType: row.content_type,
        inspectionItem: row.inspection_item,
        takenBy: row.uploaded_by ? `${row.uploaded_by.firstName} ${row.uploaded_by.lastName}` : null,
        createdAt: row.created_at.toISOString(),
      };
      const within = index < limits.count && row.byte_size <= budget;
      if (!within) return { ...photo, bytes: null, missing: "over-limit" as const };
      budget -= row.byte_size;
      try {
        const bytes = await readWhole(storage, organizationId, row.id, row.byte_size);
        return { ...photo, bytes, missing: null };
      } catch {
        return { ...photo, bytes: null, missing: "unreadable" as const };
      }
    }),
  );
}

/**
 * The photos of each checklist item of an inspection (daily or periodic), linked to the outcome's history line
 * and named by the item (`keys[index]`); a refusal names the item's field (`items.N.photoIds`).
 */
export async function attachItemPhotos(
  tx: Database,
  user: AuthenticatedUser,
  items: readonly { photoIds?: readonly string[] | undefined }[],
  keys: readonly string[],
  link: { workOrderId: string; historyId: string },
): Promise<void> {
  for (const [index, entry] of items.entries()) {
    await attachPhotos(
      tx,
      user,
      entry.photoIds,
      { ...link, inspectionItem: keys[index] ?? null },
      `items.${index}.photoIds`,
    );
  }
}
