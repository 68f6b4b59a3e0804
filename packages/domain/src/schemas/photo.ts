import { z } from "zod";
import { PHOTO_CONTENT_TYPES, PHOTO_MESSAGES, PHOTOS_PER_RECORD_MAX } from "../photo-rules.js";
import { idSchema, isoDateTimeSchema, personRefSchema } from "./fields.js";

/** Photo ids (POST /photos answered them): at least `min`, at most PHOTOS_PER_RECORD_MAX, each once. */
const photoIdList = (min: number) =>
  z
    .array(idSchema("Invalid photo id"))
    .min(min, "Choose at least one photo")
    .max(PHOTOS_PER_RECORD_MAX, PHOTO_MESSAGES.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, "Each photo may appear once");

/**
 * The photos a write attaches. Optional on every body that takes photos, so the forms and calls without any
 * stay as they were.
 */
export const photoIdsSchema = photoIdList(0).optional();

/** POST /photos: the stored photo, not yet attached to anything. */
export const uploadedPhotoSchema = z.object({
  id: z.uuid(),
  contentType: z.enum(PHOTO_CONTENT_TYPES),
  byteSize: z.number().int().min(1),
  createdAt: isoDateTimeSchema,
});
export type UploadedPhoto = z.output<typeof uploadedPhotoSchema>;
/** Where a photo was taken, read from its EXIF on the device; kept only when the organization keeps it. */
export const photoLocationSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type PhotoLocation = z.output<typeof photoLocationSchema>;

/**
 * POST /photos?latitude=&longitude=: the location, both or neither (strings in the query; a value off the
 * globe is 400 VALIDATION_ERROR).
 */
export const photoUploadQuerySchema = z
  .object({
    latitude: z.coerce
      .number()
      .min(-90, PHOTO_MESSAGES.badLocation)
      .max(90, PHOTO_MESSAGES.badLocation)
      .optional(),
    longitude: z.coerce
      .number()
      .min(-180, PHOTO_MESSAGES.badLocation)
      .max(180, PHOTO_MESSAGES.badLocation)
      .optional(),
  })
  .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
    message: PHOTO_MESSAGES.badLocation,
    path: ["longitude"],
  });
export type PhotoUploadQuery = z.output<typeof photoUploadQuerySchema>;
export const uploadedPhotoDataSchema = z.object({ photo: uploadedPhotoSchema });

/**
 * A photo of a work order, as its details answer it: `url` is signed and short-lived (docs/decisions/021);
 * `historyId` the history line it came with (escalation, Start, Complete, inspection), null when added in
 * the details; `inspectionItem` the failed checklist item ('Category|Item') it shows, if any.
 */
export const workOrderPhotoSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  contentType: z.enum(PHOTO_CONTENT_TYPES),
  byteSize: z.number().int().min(1),
  historyId: z.uuid().nullable(),
  inspectionItem: z.string().nullable(),
  uploadedBy: personRefSchema.nullable(),
  /** Where it was taken, when the organization keeps photo locations and the camera recorded one. */
  location: photoLocationSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type WorkOrderPhoto = z.output<typeof workOrderPhotoSchema>;

/** POST /work-orders/{id}/photos. */
export const attachPhotosSchema = z.object({ photoIds: photoIdList(1) });
export type AttachPhotos = z.output<typeof attachPhotosSchema>;
export const workOrderPhotosDataSchema = z.object({ photos: z.array(workOrderPhotoSchema) });

/** GET /photos/{id}/file: the signed address's query. */
export const photoFileQuerySchema = z.object({
  expires: z.coerce.number().int().min(0).max(1e12),
  signature: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, PHOTO_MESSAGES.linkInvalid),
});
