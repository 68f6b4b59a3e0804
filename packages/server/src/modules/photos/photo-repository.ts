import type { PersonRef, PhotoContentType, PhotoLocation } from "@mnx/domain";
import type { Database } from "../../db/database.js";

export interface PhotoRow {
  id: string;
  organization_id: string;
  uploaded_by_id: string;
  content_type: PhotoContentType;
  byte_size: number;
  work_order_id: string | null;
  created_at: Date;
}

export async function insertPhoto(
  db: Database,
  photo: {
    id: string;
    organizationId: string;
    uploadedById: string;
    contentType: string;
    byteSize: number;
    location: PhotoLocation | null;
  },
): Promise<PhotoRow> {
  const row = await db.one<PhotoRow>(
    `INSERT INTO photos (id, organization_id, uploaded_by_id, content_type, byte_size, latitude, longitude)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING id, organization_id, uploaded_by_id, content_type, byte_size, work_order_id, created_at`,
    [
      photo.id,
      photo.organizationId,
      photo.uploadedById,
      photo.contentType,
      photo.byteSize,
      photo.location?.latitude ?? null,
      photo.location?.longitude ?? null,
    ],
  );
  if (!row) throw new Error("photo not inserted");
  return row;
}

/** The photos `ids` of the organization, locked until the transaction ends (two writes cannot both take one). */
export function lockPhotos(tx: Database, organizationId: string, ids: readonly string[]) {
  return tx.query<PhotoRow>(
    `SELECT id, organization_id, uploaded_by_id, content_type, byte_size, work_order_id, created_at
     FROM photos WHERE organization_id = $1 AND id = ANY($2::uuid[])
     ORDER BY id FOR UPDATE`,
    [organizationId, ids],
  );
}

/** How many photos the record holds: a work order's own (no item), or one inspection item's. */
export async function countRecordPhotos(
  tx: Database,
  workOrderId: string,
  inspectionItem: string | null,
): Promise<number> {
  const row = await tx.one<{ count: number }>(
    `SELECT count(*) AS count FROM photos
     WHERE work_order_id = $1 AND inspection_item IS NOT DISTINCT FROM $2`,
    [workOrderId, inspectionItem],
  );
  return row?.count ?? 0;
}

export async function attachPhotoRows(
  tx: Database,
  ids: readonly string[],
  link: { workOrderId: string; historyId: string | null; inspectionItem: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE photos SET work_order_id = $2, history_id = $3, inspection_item = $4, attached_at = now()
     WHERE id = ANY($1::uuid[])`,
    [ids, link.workOrderId, link.historyId, link.inspectionItem],
  );
}

export interface WorkOrderPhotoRow {
  id: string;
  content_type: PhotoContentType;
  byte_size: number;
  history_id: string | null;
  inspection_item: string | null;
  uploaded_by: PersonRef | null;
  latitude: number | null;
  longitude: number | null;
  created_at: Date;
}

/** A work order's photos, oldest first, with who took each. */
export function listWorkOrderPhotoRows(db: Database, workOrderId: string) {
  return db.query<WorkOrderPhotoRow>(
    `SELECT p.id, p.content_type, p.byte_size, p.history_id, p.inspection_item, p.created_at, p.latitude, p.longitude,
            json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name) AS uploaded_by
     FROM photos p JOIN users u ON u.id = p.uploaded_by_id
     WHERE p.work_order_id = $1
     ORDER BY p.created_at, p.id`,
    [workOrderId],
  );
}

/** An attached photo (an unattached one is served to nobody). */
export function findAttachedPhoto(db: Database, id: string) {
  return db.one<Pick<PhotoRow, "id" | "organization_id" | "content_type" | "byte_size">>(
    `SELECT id, organization_id, content_type, byte_size FROM photos
     WHERE id = $1 AND work_order_id IS NOT NULL`,
    [id],
  );
}

/** Uploads never attached within `olderThan`: their write was refused or never came. Answers what was removed. */
export function deleteUnattachedPhotos(db: Database, olderThan: string) {
  return db.query<{ id: string; organization_id: string }>(
    `DELETE FROM photos WHERE work_order_id IS NULL AND created_at < now() - $1::interval
     RETURNING id, organization_id`,
    [olderThan],
  );
}

/** Unattached uploads held now by one person and by their whole organization. */
export async function countUnattachedPhotos(db: Database, organizationId: string, uploadedById: string) {
  const row = await db.one<{ person: number; organization: number }>(
    `SELECT count(*) FILTER (WHERE uploaded_by_id = $2) AS person, count(*) AS organization
     FROM photos WHERE organization_id = $1 AND work_order_id IS NULL`,
    [organizationId, uploadedById],
  );
  return { person: Number(row?.person ?? 0), organization: Number(row?.organization ?? 0) };
}

export async function deletePhoto(db: Database, id: string): Promise<void> {
  await db.query("DELETE FROM photos WHERE id = $1", [id]);
}
