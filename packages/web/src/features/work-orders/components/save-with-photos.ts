import type { PickedPhoto } from "../../../lib/photos/picked-photo";

/** How an inline work-order form hands its write to the modal that owns the mutation (and its busy state). */
export type SaveWithPhotos<TValues> = (
  values: TValues,
  options: { idempotencyKey: string; photos: readonly PickedPhoto[] },
) => Promise<unknown>;
