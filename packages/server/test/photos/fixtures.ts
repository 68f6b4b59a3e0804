import type { Role } from "@mnx/domain";
import { photoBytes } from "../support/photo-bytes.js";
import type { Call } from "../work-orders/fixtures.js";

/** Uploads a file as `who` (a role's demo account or an email), with `query` (its location); answers the response. */
export const upload = (
  call: Call,
  who: Role | string,
  bytes: Buffer,
  contentType = "image/jpeg",
  headers: Record<string, string> = {},
  query = "",
) =>
  call(who, "POST", `/api/v1/photos${query ? `?${query}` : ""}`, bytes, {
    "content-type": contentType,
    ...headers,
  });

/** Uploads a small JPEG as `who`; answers its id. */
export async function uploadedPhoto(call: Call, who: Role | string): Promise<string> {
  const response = await upload(call, who, photoBytes("jpeg"));
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().data.photo.id;
}
