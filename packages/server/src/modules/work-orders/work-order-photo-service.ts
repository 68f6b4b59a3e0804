import type { AttachPhotos, WorkOrderPhoto } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { attachPhotos, workOrderPhotos } from "../photos/photo-service.js";
import { lockForChange } from "./work-order-transition.js";

/** POST /work-orders/{id}/photos: the caller's uploads added to a work order they may read (else 404). */
export async function addWorkOrderPhotos(
  db: Database,
  user: AuthenticatedUser,
  workOrderId: string,
  input: AttachPhotos,
): Promise<WorkOrderPhoto[]> {
  await db.transaction(async (tx) => {
    await lockForChange(tx, user, workOrderId);
    await attachPhotos(tx, user, input.photoIds, { workOrderId, historyId: null, inspectionItem: null });
  });
  return workOrderPhotos(db, workOrderId);
}
