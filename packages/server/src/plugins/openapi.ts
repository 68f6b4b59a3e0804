import swagger from "@fastify/swagger";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { serverVersion } from "../version.js";
import { capabilitiesOfHook } from "./auth.js";
import { globalPlugin } from "./global-plugin.js";

/**
 * Writes who may call a route into its OpenAPI operation, read from its auth hook (plugins/auth.ts):
 * `x-capabilities` lists the capabilities of packages/domain/src/permissions.ts, any one of which admits the
 * caller; [] means any signed-in user; no `x-capabilities` means no sign-in. The API explorer and the
 * permission matrix are generated from it.
 */
function documentCapabilities(route: RouteOptions): void {
  const hooks = [route.onRequest, route.preHandler].flat();
  const required = hooks.map(capabilitiesOfHook).filter((found) => found !== undefined);
  if (required.length === 0) return;
  const schema: RouteOptions["schema"] & { "x-capabilities"?: string[] } = { ...route.schema };
  schema["x-capabilities"] = [...new Set(required.flat())];
  route.schema = schema;
}

/**
 * The OpenAPI document, generated from the routes' zod schemas (the same ones that validate requests), at
 * GET /api/v1/openapi.json. Routes with `schema.hide` (web app, OIDC provider pages) are left out.
 */
export const openapiPlugin = globalPlugin("openapi", async (app: FastifyInstance) => {
  app.addHook("onRoute", documentCapabilities);
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Maintenance Nexus API",
        description:
          "Heavy-equipment fleet maintenance. Errors answer {success: false, error, code, details?}. " +
          "Languages: an error's text, its details' messages and a success's message are written in the " +
          "signed-in user's language (their profile's `language`), else in the request's Accept-Language " +
          "(en, es, fr-CA; es-MX reads as es, fr and fr-FR as fr-CA), else in English. Codes, paths and data " +
          "never change with the language.",
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
