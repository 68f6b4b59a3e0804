import type { PhotoLocation } from "@mnx/domain";

/** A photo chosen in a form, shrunk, not sent yet. */
export interface PickedPhoto {
  /** Made when picked: the key it is kept under on the device and its upload's Idempotency-Key. */
  key: string;
  photo: Blob;
  /** A blob: address for the preview, revoked when the photo is removed or the form closes. */
  previewUrl: string;
  /** Read from the original's EXIF only when the organization keeps photo locations (docs/decisions/021). */
  location?: PhotoLocation | null;
}
