import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { serverVersion } from "../version.js";
import { globalPlugin } from "./global-plugin.js";

/**
 * The OpenAPI document, generated from the routes' zod schemas (the same ones that validate requests), at
 * GET /api/v1/openapi.json. Routes with `schema.hide` (web app, OIDC provider pages) are left out.
 */
export const openapiPlugin = globalPlugin("openapi", async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Maintenance Nexus API",
        description:
          "Heavy-equipment fleet maintenance. Errors answer {success: false, error, code, details?}.",
        version: serverVersion,
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  app.get("/api/v1/openapi.json", { schema: { hide: true } }, async (_request, reply) =>
    reply.header("cache-control", "no-cache").send(app.swagger()),
  );
});
