import {
  attachPhotosSchema,
  idParamsSchema,
  messageEnvelope,
  PHOTO_MESSAGES,
  workOrderPhotosDataSchema,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCapability } from "../../plugins/auth.js";
import { conflicting, security } from "./route-schemas.js";
import { addWorkOrderPhotos } from "./work-order-photo-service.js";

/** Photos added to a work order after the fact (the uploads themselves are the photos module's). */
export const workOrderPhotoRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/:id/photos",
    {
      onRequest: requireCapability("photos.attach"),
      schema: {
        tags: ["photos"],
        security,
        summary:
          "Add the caller's uploaded photos to a work order they may read (at most 5 of its own); answers all its photos",
        params: idParamsSchema,
        body: attachPhotosSchema,
        response: { 200: messageEnvelope(workOrderPhotosDataSchema), ...conflicting },
      },
    },
    async (request) => ({
      success: true as const,
      data: { photos: await addWorkOrderPhotos(app.db, request.user, request.params.id, request.body) },
      message: PHOTO_MESSAGES.added,
    }),
  );
};
