// Photos on escalations, failed inspection items and work orders (docs/decisions/021-photos.md). Without zod:
// the web app's shared photo picker and the server's upload check both read these.

/** A record (an escalation, a work order's own photos, one failed inspection item) holds at most this many. */
export const PHOTOS_PER_RECORD_MAX = 5;
/** The largest photo file the server takes (the device shrinks to PHOTO_LONG_SIDE_PX first). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The device shrinks every photo so its long side is at most this many pixels. */
export const PHOTO_LONG_SIDE_PX = 1600;
/** How long a signed photo address stays valid; addresses are made per window so they stay cacheable. */
export const PHOTO_URL_WINDOW_SECONDS = 15 * 60;

export const PHOTO_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

/**
 * The image type of a file by its first bytes (magic numbers), never by what the sender says: JPEG FF D8 FF,
 * PNG 89 50 4E 47 0D 0A 1A 0A, WebP 'RIFF' <size> 'WEBP'. Anything else is undefined.
 */
export function sniffPhotoType(bytes: Uint8Array): PhotoContentType | undefined {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return undefined;
}

export const PHOTO_MESSAGES = {
  tooLarge: "A photo can be at most 10 MB.",
  notAnImage: "Only JPEG, PNG or WebP photos can be uploaded.",
  empty: "The photo is empty.",
  notFound: "Photo not found in your organization.",
  alreadyAttached: "This photo is already attached to a record.",
  limit: `A record can hold at most ${PHOTOS_PER_RECORD_MAX} photos.`,
  tooMany: `Attach at most ${PHOTOS_PER_RECORD_MAX} photos.`,
  linkInvalid: "This photo link is not valid or has expired. Reload the page to see the photo.",
  added: "Photos added",
  uploaded: "Photo uploaded",
  badLocation: "A photo's location needs a latitude between -90 and 90 and a longitude between -180 and 180.",
  uploadsPerHour: "You have uploaded too many photos in the last hour. Please try again later.",
  organizationUploadsPerHour:
    "Your organization has uploaded too many photos in the last hour. Please try again later.",
  bytesPerDay: "You have uploaded as many photos as a day allows. Please try again tomorrow.",
  organizationBytesPerDay:
    "Your organization has uploaded as many photos as a day allows. Please try again tomorrow.",
  unattached:
    "You have too many photos waiting to be attached. Save the record they belong to first; photos never attached are removed after a day.",
  organizationUnattached:
    "Your organization has too many photos waiting to be attached. Save the records they belong to first; photos never attached are removed after a day.",
  storageFull:
    "This device has no room left to keep the photos until they can be sent. Free some space on the device, or remove photos, and try again.",
} as const;
