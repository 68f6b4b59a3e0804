import { apiRequest } from "../api-client";
import { ApiError, clientError, isApiError } from "../api-error";
import type { QueuedWrite } from "../queued-write-types";
import { forgetPhotos, keptPhoto } from "./kept-photos";
import { withValueAt } from "./value-at";

export const PHOTO_NOT_KEPT =
  "A photo of this change is no longer on this device (its storage was cleared). Open the form again and retake it.";

/** Uploads one kept photo with its key as Idempotency-Key: a resend answers the same id. */
async function uploadKeptPhoto(key: string): Promise<string> {
  const kept = await keptPhoto(key);
  if (!kept) throw new ApiError({ status: 410, code: "PHOTO_NOT_KEPT", message: PHOTO_NOT_KEPT });
  // The location goes beside the file (it has none of its own); the server keeps it only if the organization does.
  const at = kept.location
    ? `?${new URLSearchParams({ latitude: String(kept.location.latitude), longitude: String(kept.location.longitude) })}`
    : "";
  const answer = await apiRequest<{ data?: { photo?: { id?: unknown } } }>(`/photos${at}`, {
    method: "POST",
    body: kept.photo,
    idempotencyKey: key,
  });
  const id = answer?.data?.photo?.id;
  if (typeof id !== "string") throw clientError("UNKNOWN_ERROR");
  return id;
}

/**
 * A queued write with photos (docs/decisions/021): each kept photo is uploaded (one after another, each once
 * whatever the retries), their ids go into the body, then the write goes. Sent or refused, the kept photos
 * are let go; a write with no answer keeps them for its retry.
 */
export async function sendWithPhotos(write: QueuedWrite, send: (body: unknown) => Promise<unknown>) {
  const groups = write.photos ?? [];
  const keys = groups.flatMap((group) => group.keys);
  try {
    let body = write.body;
    for (const group of groups) {
      const ids: string[] = [];
      for (const key of group.keys) ids.push(await uploadKeptPhoto(key));
      body = withValueAt(body, group.path, ids);
    }
    const answer = await send(body);
    await forgetPhotos(keys);
    return answer;
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500)
      await forgetPhotos(keys).catch(() => {});
    throw error;
  }
}
