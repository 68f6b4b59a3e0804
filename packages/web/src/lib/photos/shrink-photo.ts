import { t } from "@lingui/core/macro";
import { PHOTO_LONG_SIDE_PX } from "@mnx/domain";

const encode = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

export const unreadablePhoto = () =>
  t`This photo could not be read. Take it again, or choose a JPEG or PNG photo.`;

/**
 * A photo as it is kept and sent (docs/decisions/021): turned upright, its long side at most 1,600 px, drawn
 * on a canvas and encoded again as WebP (JPEG where the browser cannot write WebP). The new file carries none
 * of the camera's EXIF data, location included.
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new Error(unreadablePhoto());
  }
  const scale = Math.min(1, PHOTO_LONG_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) throw new Error(unreadablePhoto());
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  // Safari writes PNG when asked for WebP: check what came out.
  const webp = await encode(canvas, "image/webp", 0.8);
  if (webp?.type === "image/webp") return webp;
  const jpeg = await encode(canvas, "image/jpeg", 0.85);
  if (!jpeg) throw new Error(unreadablePhoto());
  return jpeg;
}
