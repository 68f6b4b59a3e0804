import { t } from "@lingui/core/macro";
import { PHOTO_MESSAGES, type PhotoLocation } from "@mnx/domain";
import { clear, createStore, delMany, get, setMany } from "idb-keyval";
import { ApiError } from "../api-error";
import type { KeptPhotoGroup } from "../queued-write-types";

/**
 * Photos waiting on the device with the queued write they belong to (docs/decisions/021): their own IndexedDB
 * store, beside the query cache (which is JSON and cannot hold files). A kept photo's key is also the
 * Idempotency-Key of its upload, so a resend never stores it twice on the server.
 */
let opened: ReturnType<typeof createStore> | undefined;
/** Opened on first use: a page that never handles photos never opens it. */
const store = () => {
  opened ??= createStore("maintenance-nexus-photos", "kept-photos");
  return opened;
};

export const DEVICE_STORAGE_FULL = "DEVICE_STORAGE_FULL";

function keepFailure(error: unknown): ApiError {
  const full = error instanceof DOMException && error.name === "QuotaExceededError";
  const reason = error instanceof Error ? error.message : t`unknown error`;
  return new ApiError({
    status: 507,
    code: DEVICE_STORAGE_FULL,
    message: full
      ? PHOTO_MESSAGES.storageFull
      : t`The photos could not be kept on this device (${reason}). Try again, or send without photos.`,
  });
}

/**
 * Keeps the photos until their write is sent (under their picked keys, so keeping again overwrites). A full
 * device is an error the form shows (never a photo silently dropped): nothing is queued then.
 */
type ToKeep = { key: string; photo: Blob; location?: PhotoLocation | null };

/** A photo as kept: the file, and where it was taken when the organization keeps that. */
export interface KeptPhoto {
  photo: Blob;
  location: PhotoLocation | null;
}

export async function keepPhotos(photos: readonly ToKeep[]): Promise<void> {
  if (photos.length === 0) return;
  try {
    // Asks the browser not to clear this origin's storage under pressure (best effort).
    void navigator.storage?.persist?.().catch(() => false);
    await setMany(
      photos.map(({ key, photo, location }) => [
        key,
        { photo, location: location ?? null } satisfies KeptPhoto,
      ]),
      store(),
    );
  } catch (error) {
    throw keepFailure(error);
  }
}

/** The photo groups of a queued write, kept on the device first; groups without photos are left out. */
export async function keptPhotoGroups(
  groups: readonly { path: KeptPhotoGroup["path"]; photos: readonly ToKeep[] }[],
): Promise<KeptPhotoGroup[] | undefined> {
  const filled = groups.filter((group) => group.photos.length > 0);
  if (filled.length === 0) return undefined;
  await keepPhotos(filled.flatMap((group) => group.photos));
  return filled.map((group) => ({ path: group.path, keys: group.photos.map((photo) => photo.key) }));
}

/** A kept photo; one kept before locations were (a bare file) reads as without one. */
export async function keptPhoto(key: string): Promise<KeptPhoto | undefined> {
  const kept = await get<Blob | KeptPhoto>(key, store());
  return kept instanceof Blob ? { photo: kept, location: null } : kept;
}

export const forgetPhotos = (keys: readonly string[]) =>
  keys.length > 0 ? delMany([...keys], store()) : Promise.resolve();

/** Logout: the device may be handed to someone else. */
export const forgetAllPhotos = () => clear(store());
