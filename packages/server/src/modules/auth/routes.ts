import {
  organizationSchema,
  profileUpdateSchema,
  sessionSchema,
  successEnvelope,
  userSchema,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.js";
import { authenticate } from "../../plugins/auth.js";
import { authRateLimit } from "../../plugins/rate-limit.js";
import { findUserById, toOrganizationDto, toUserDto, updateProfile } from "../users/user-repository.js";
import { sessionUser } from "./session-repository.js";
import { endSession, exchangeSignInCode, refreshSession } from "./session-service.js";
import { beginSignIn, completeSignIn, SignInRefused } from "./sign-in-service.js";

const profileEnvelope = successEnvelope(z.object({ user: userSchema, organization: organizationSchema }));
const tags = ["auth"];

export const authModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/config",
    {
      schema: {
        tags,
        summary: "Which sign-in mode is on",
        response: {
          200: successEnvelope(z.object({ mode: z.enum(["demo", "oidc"]), providerName: z.string() })),
        },
      },
    },
    async () => ({
      success: true as const,
      data: app.config.oidc
        ? { mode: "oidc" as const, providerName: "Google" }
        : { mode: "demo" as const, providerName: "Demo identity provider" },
    }),
  );

  app.get(
    "/google",
    {
      config: authRateLimit(app),
      schema: {
        tags,
        summary: "Start sign-in: the identity provider's authorization URL",
        response: { 200: successEnvelope(z.object({ authUrl: z.string() })) },
      },
    },
    async () => ({ success: true as const, data: { authUrl: await beginSignIn(app) } }),
  );

  app.get(
    "/callback",
    {
      config: authRateLimit(app),
      schema: {
        tags,
        summary: "The identity provider's redirect; answers 302 to the web app with a one-time code",
      },
    },
    async (request, reply) => {
      const callbackUrl = new URL(request.url, app.config.publicUrl);
      try {
        const code = await startFromCallback(callbackUrl, request.headers["user-agent"] ?? null);
        return reply.redirect(`/auth/callback?code=${encodeURIComponent(code)}`, 302);
      } catch (error) {
        const reason = error instanceof SignInRefused ? error.message : "Identity provider error";
        if (!(error instanceof SignInRefused)) request.log.error({ err: error }, "sign-in callback failed");
        return reply.redirect(`/auth/callback?error=${encodeURIComponent(reason)}`, 302);
      }
    },
  );
  const startFromCallback = (url: URL, userAgent: string | null) => completeSignIn(app, url, userAgent);

  app.post(
    "/exchange",
    {
      config: authRateLimit(app),
      schema: {
        tags,
        summary: "Exchange the one-time sign-in code for a session",
        body: z.object({ code: z.string().min(1).max(200) }),
        response: { 200: successEnvelope(sessionSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await exchangeSignInCode(app, request.body.code) }),
  );

  app.post(
    "/refresh",
    {
      config: authRateLimit(app),
      schema: {
        tags,
        summary: "Rotate the refresh token",
        body: z.object({ refreshToken: z.string().min(1).max(200) }),
        response: { 200: successEnvelope(sessionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await refreshSession(app, request.body.refreshToken),
    }),
  );

  app.post(
    "/logout",
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: "End the session now",
        security: [{ bearerAuth: [] }],
        response: { 200: z.object({ success: z.literal(true), data: z.null() }) },
      },
    },
    async (request) => {
      await endSession(app, request.user.sessionId);
      return { success: true as const, data: null };
    },
  );

  app.get(
    "/profile",
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: "The signed-in user",
        security: [{ bearerAuth: [] }],
        response: { 200: profileEnvelope },
      },
    },
    // The signed-in user as the session check found them: no further query.
    async (request) => {
      const user = sessionUser(request.session);
      return {
        success: true as const,
        data: { user: toUserDto(user), organization: toOrganizationDto(user) },
      };
    },
  );

  app.patch(
    "/profile",
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: "Update the signed-in user's name or phone",
        security: [{ bearerAuth: [] }],
        body: profileUpdateSchema,
        response: { 200: profileEnvelope },
      },
    },
    async (request) => {
      await updateProfile(app.db, request.user.organizationId, request.user.id, request.body);
      return { success: true as const, data: await profile(request.user.organizationId, request.user.id) };
    },
  );

  async function profile(organizationId: string, userId: string) {
    const row = await findUserById(app.db, organizationId, userId);
    if (!row) throw new AppError("NOT_FOUND", "User not found", 404);
    return { user: toUserDto(row), organization: toOrganizationDto(row) };
  }
};
