import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { can, PHOTO_MESSAGES, PHOTOS_PER_RECORD_MAX, type WorkOrderDetail } from "@mnx/domain";
import { useState } from "react";
import { PhotoPicker } from "../../../components/photos/photo-picker";
import { PhotoThumbnails } from "../../../components/photos/photo-thumbnails";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { SavedOfflineNotice } from "../../../components/ui/saved-offline-notice";
import { useAuth } from "../../../lib/auth/use-auth";
import { errorMessage } from "../../../lib/error-message";
import { domainText } from "../../../lib/i18n/i18n";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { usePickedPhotos } from "../../../lib/photos/use-picked-photos";
import { useAddWorkOrderPhotos } from "../api/use-add-work-order-photos";
import { photoThumbnails } from "./work-order-photo-labels";
import { WorkOrderSection } from "./work-order-section";

/**
 * A work order's photos (escalation, Start / Complete Work, inspection items, added here) as thumbnails with a
 * full-size view, and, for those who may attach photos, a picker that adds up to 5 of the order's own.
 */
export function WorkOrderPhotosSection({
  workOrder,
  allowAdd = true,
}: {
  workOrder: WorkOrderDetail;
  /** False beside a Start or Complete Work form, whose own picker takes the photos of the move. */
  allowAdd?: boolean;
}) {
  const { t } = useLingui();
  const { user } = useAuth();
  // A detail cached before photos existed has none.
  const photos = workOrder.photos ?? [];
  const own = photos.filter((photo) => photo.historyId === null && photo.inspectionItem === null).length;
  const mayAdd = allowAdd && can(user?.role, "photos.attach") && own < PHOTOS_PER_RECORD_MAX;
  if (photos.length === 0 && !mayAdd) return null;
  return (
    <WorkOrderSection
      title={t`Photos`}
      titleExtra={<span className="text-sm text-ink-muted">({photos.length})</span>}
    >
      {photos.length > 0 ? (
        <PhotoThumbnails photos={photoThumbnails(photos, photos)} />
      ) : (
        <p className="text-sm text-ink-muted">
          <Trans>No photos yet.</Trans>
        </p>
      )}
      {mayAdd ? <AddPhotos key={own} workOrderId={workOrder.id} room={PHOTOS_PER_RECORD_MAX - own} /> : null}
    </WorkOrderSection>
  );
}

/** Remounted after each addition (its key is the count): a new Idempotency-Key and an empty picker. */
function AddPhotos({ workOrderId, room }: { workOrderId: string; room: number }) {
  const { t } = useLingui();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const picked = usePickedPhotos(room);
  const add = useAddWorkOrderPhotos(workOrderId, idempotencyKey);
  const count = picked.photos.length;
  return (
    <div className="space-y-3 rounded-lg border border-line p-4">
      {add.isPaused ? <SavedOfflineNotice what={t`These photos`} /> : null}
      {add.isError ? (
        <Alert tone="error" title={t`Photos were not added`}>
          {errorMessage(add.error, domainText(PHOTO_MESSAGES.notFound))}
        </Alert>
      ) : null}
      <PhotoPicker picked={picked} label={t`Add photos`} disabled={add.isPaused || add.isSuccess} />
      {count > 0 ? (
        <div className="flex justify-end">
          <Button
            onClick={() => add.mutate(picked.photos)}
            busy={add.isPending}
            disabled={add.isPaused || add.isSuccess || picked.busy}
            className="w-full sm:w-auto"
          >
            {add.isPending
              ? t`Sending...`
              : t`${plural(count, { one: "Add # Photo", other: "Add # Photos" })}`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
