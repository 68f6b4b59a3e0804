import { t } from "@lingui/core/macro";
import { fullName, type WorkOrderPhoto } from "@mnx/domain";
import type { ThumbnailPhoto } from "../../../components/photos/photo-thumbnails";

/** A work order's photos as thumbnails: 'Photo 2 of 3, Engine Oil, by Sam Ortiz'. */
export function photoThumbnails(
  photos: readonly WorkOrderPhoto[],
  all: readonly WorkOrderPhoto[],
): ThumbnailPhoto[] {
  return photos.map((photo) => {
    const item = photo.inspectionItem?.split("|")[1];
    const by = fullName(photo.uploadedBy);
    const number = all.indexOf(photo) + 1;
    const count = all.length;
    const label = [t`Photo ${number} of ${count}`, item, by ? t`by ${by}` : null].filter(Boolean).join(", ");
    return { id: photo.id, url: photo.url, label, location: photo.location };
  });
}
