import {
  apiErrorSchema,
  idParamsSchema,
  messageEnvelope,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  photoFileQuerySchema,
  photoUploadQuerySchema,
  uploadedPhotoDataSchema,
} from "@mnx/domain";
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError, notFound } from "../../errors.js";
import { requireCapability } from "../../plugins/auth.js";
import { errorHandler } from "../../plugins/errors.js";
import { isValidPhotoLink } from "./photo-links.js";
import { attachedPhoto, uploadPhoto } from "./photo-service.js";
import { folderPhotoStorage, type PhotoStorage } from "./photo-storage.js";
import { s3PhotoStorage } from "./s3-photo-storage.js";

declare module "fastify" {
  interface FastifyInstance {
    photoStorage: PhotoStorage;
  }
}

const tags = ["photos"];
const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * POST /photos takes the file itself as the body (whatever Content-Type it claims but JSON, which is read as
 * JSON like on every route: the first bytes decide), up to 10 MB; a larger body is refused while it arrives,
 * with the API's 413 PHOTO_TOO_LARGE.
 */
const uploadRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: PHOTO_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error: FastifyError, request, reply) =>
    errorHandler(
      error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
        ? new AppError("PHOTO_TOO_LARGE", PHOTO_MESSAGES.tooLarge, 413)
        : error,
      request,
      reply,
    ),
  );

  app.post(
    "/photos",
    {
      onRequest: requireCapability("photos.attach"),
      schema: {
        tags,
        security,
        summary:
          "Upload one photo (the body is the JPEG, PNG or WebP file, at most 10 MB, its type read from its first bytes); attach it by its id in the write it belongs to. latitude and longitude (both or neither) are kept only when the organization keeps photo locations",
        querystring: photoUploadQuerySchema,
        response: {
          201: messageEnvelope(uploadedPhotoDataSchema),
          400: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const body = request.body ?? Buffer.alloc(0);
      if (!Buffer.isBuffer(body))
        throw new AppError("UNSUPPORTED_PHOTO_TYPE", PHOTO_MESSAGES.notAnImage, 400);
      const { latitude, longitude } = request.query;
      const location = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null;
      const photo = await uploadPhoto(
        app.db,
        app.photoStorage,
        app.config.photoQuota,
        request.user,
        body,
        location,
      );
      return reply
        .code(201)
        .send({ success: true as const, data: { photo }, message: PHOTO_MESSAGES.uploaded });
    },
  );
};

/** /api/v1/photos and /api/v1/work-orders/{id}/photos (docs/decisions/021-photos.md). */
export const photosModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  await app.register(uploadRoutes);

  app.get(
    "/photos/:id/file",
    {
      schema: {
        tags,
        summary:
          "A photo's file through the signed, short-lived address a work order's details answer (no sign-in: the signature is the permission)",
        params: idParamsSchema,
        querystring: photoFileQuerySchema,
        response: { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await isValidPhotoLink(app.db, id, request.query)))
        throw new AppError("PHOTO_LINK_INVALID", PHOTO_MESSAGES.linkInvalid, 403);
      const photo = await attachedPhoto(app.db, id);
      if (!photo) throw notFound();
      const maxAge = Math.max(0, request.query.expires - Math.floor(Date.now() / 1000));
      // The file itself: the typed reply knows only the documented JSON refusals.
      return (reply as FastifyReply)
        .type(photo.content_type)
        .header("content-length", photo.byte_size)
        .header("cache-control", `private, max-age=${maxAge}, immutable`)
        .header("content-disposition", "inline")
        .send(await app.photoStorage.open(photo.organization_id, photo.id));
    },
  );
};

/** The photo bucket or folder of this server (decorated once, before the modules that attach and serve photos). */
export function decoratePhotoStorage(app: FastifyInstance): void {
  const { photoS3, photoDir } = app.config;
  app.decorate("photoStorage", photoS3 ? s3PhotoStorage(photoS3) : folderPhotoStorage(photoDir));
}
