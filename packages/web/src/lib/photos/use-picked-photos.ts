import { PHOTO_MESSAGES, PHOTOS_PER_RECORD_MAX } from "@mnx/domain";
import { useEffect, useRef, useState } from "react";
import { authStore } from "../auth/auth-store";
import { newIdempotencyKey } from "../idempotency-key";
import { exifLocationOf } from "./exif-location";
import type { PickedPhoto } from "./picked-photo";
import { shrinkPhoto, unreadablePhoto } from "./shrink-photo";

/**
 * The photos a form holds until it is sent: each file shrunk on the device as it is picked (long side
 * 1,600 px, EXIF dropped; the location read first only when the organization keeps it), at most 5, with previews whose blob: addresses are freed when a photo
 * is removed or the form closes.
 */
export function usePickedPhotos(max = PHOTOS_PER_RECORD_MAX) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const live = useRef<PickedPhoto[]>([]);
  live.current = photos;
  useEffect(
    () => () => {
      for (const photo of live.current) URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );

  const add = async (files: readonly File[]) => {
    setError(null);
    const room = max - live.current.length;
    if (files.length > room) setError(PHOTO_MESSAGES.tooMany);
    setBusy(true);
    try {
      for (const file of files.slice(0, Math.max(0, room))) {
        const keepLocation = authStore.getState().organization?.keepPhotoLocation === true;
        const location = keepLocation ? await exifLocationOf(file) : null;
        const photo = await shrinkPhoto(file);
        const picked = { key: newIdempotencyKey(), photo, previewUrl: URL.createObjectURL(photo), location };
        setPhotos((current) => [...current, picked]);
      }
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : unreadablePhoto());
    } finally {
      setBusy(false);
    }
  };

  const remove = (key: string) => {
    setError(null);
    setPhotos((current) => {
      const gone = current.find((photo) => photo.key === key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((photo) => photo.key !== key);
    });
  };

  return { photos, add, remove, error, busy, max };
}

export type PickedPhotos = ReturnType<typeof usePickedPhotos>;
