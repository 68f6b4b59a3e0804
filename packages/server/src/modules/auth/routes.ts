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
import { requestOrigin, signInOrigin } from "./request-origin.js";
import {
  changeProfile,
  endSession,
  exchangeSignInCode,
  refreshSession,
  sessionProfile,
} from "./session-service.js";
import { beginSignIn, completeSignIn, SignInRefused } from "./sign-in-service.js";

/** A person pressing the button again sooner than this gets the same answer. */
const IDP_RETRY_AFTER_SECONDS = 5;
const isIdpUnavailable = (error: unknown) => error instanceof AppError && error.code === "IDP_UNAVAILABLE";

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
        description:
          "503 IDP_UNAVAILABLE while the identity provider cannot be reached (Retry-After set); 400 UNKNOWN_ORIGIN in demo mode without PUBLIC_URL when the request's host is not one of this server's addresses.",
        response: { 200: successEnvelope(z.object({ authUrl: z.string() })) },
      },
    },
    async (request, reply) => {
      try {
        return { success: true as const, data: { authUrl: await beginSignIn(app, signInOrigin(request)) } };
      } catch (error) {
        if (isIdpUnavailable(error)) reply.header("retry-after", String(IDP_RETRY_AFTER_SECONDS));
        throw error;
      }
    },
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
      const callbackUrl = new URL(request.url, requestOrigin(request));
      try {
        const code = await startFromCallback(callbackUrl, request.headers["user-agent"] ?? null);
        return reply.redirect(`/auth/callback?code=${encodeURIComponent(code)}`, 302);
      } catch (error) {
        const refused = error instanceof SignInRefused || isIdpUnavailable(error);
        const reason = refused ? (error as Error).message : "Identity provider error";
        if (!refused) request.log.error({ err: error }, "sign-in callback failed");
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
    async (request) => ({
      success: true as const,
      data: await exchangeSignInCode(app, request.body.code, requestOrigin(request)),
    }),
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
      data: await refreshSession(app, request.body.refreshToken, requestOrigin(request)),
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
    async (request) => ({ success: true as const, data: sessionProfile(request.session) }),
  );

  app.patch(
    "/profile",
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: "Update the signed-in user's name, phone or language (null: follow the device)",
        security: [{ bearerAuth: [] }],
        body: profileUpdateSchema,
        response: { 200: profileEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: await changeProfile(app.db, request.user, request.body),
    }),
  );
};
