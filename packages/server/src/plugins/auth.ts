import { type Capability, can, type Role } from "@mnx/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../errors.js";
import { verifyAccessToken } from "../modules/auth/access-token.js";
import { requestOrigin } from "../modules/auth/request-origin.js";
import { accessTokenKey } from "../modules/auth/signing-key-service.js";
import { type SessionCache, startSessionCache } from "../modules/sessions/session-cache.js";
import { findLiveSession, type SessionRecord } from "../modules/sessions/session-service.js";
import { globalPlugin } from "./global-plugin.js";

export interface AuthenticatedUser {
  id: string;
  organizationId: string;
  role: Role;
  email: string;
  sessionId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    user: AuthenticatedUser;
    /** The live session and its user, as authenticate found them (GET /auth/profile answers from it). */
    session: SessionRecord;
  }
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
}

/** The app's session cache, subscribed to the database's session messages while the app runs. */
export const sessionCachePlugin = globalPlugin("session-cache", async (app: FastifyInstance) => {
  const { cache, stop } = await startSessionCache(app.db);
  app.decorate("sessionCache", cache);
  app.addHook("onClose", stop);
});

/** The live session from the cache, else from the database (then kept for the next calls). */
async function liveSession(app: FastifyInstance, sessionId: string): Promise<SessionRecord | undefined> {
  const cached = await app.sessionCache.getCurrent(sessionId);
  if (cached) return cached;
  const fill = app.sessionCache.startFill();
  const session = await findLiveSession(app.db, sessionId);
  if (session) app.sessionCache.store(fill, session);
  return session;
}

/**
 * The capabilities each route hook requires (any one of them; none for sign-in alone). The OpenAPI plugin
 * reads them into each operation's `x-capabilities`, so the document says who may call what.
 */
const hookCapabilities = new WeakMap<object, readonly Capability[]>();

/** What a route hook requires: its capabilities, [] for sign-in alone, undefined for any other hook. */
export function capabilitiesOfHook(hook: unknown): readonly Capability[] | undefined {
  return typeof hook === "function" ? hookCapabilities.get(hook) : undefined;
}

const invalidToken = () =>
  new AppError("INVALID_TOKEN", "Your session has ended. Please sign in again.", 401);

/**
 * Verifies the bearer token, then checks the session is live and the user still active (through the session
 * cache, which forgets at once on logout and deactivation), so both take effect on the next call. The role
 * comes from the database, never from the token.
 */
export async function authenticate(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) throw new AppError("AUTH_REQUIRED", "Authentication required", 401);
  const app = request.server;
  // A token is accepted on the origin it was issued for only (each sign-in is bound to its own origin).
  const claims = await verifyAccessToken(
    await accessTokenKey(app.db),
    requestOrigin(request),
    header.slice(7).trim(),
  );
  if (!claims) throw invalidToken();
  const session = await liveSession(app, claims.sessionId);
  if (!session || session.user_id !== claims.userId) throw invalidToken();
  request.session = session;
  request.user = {
    id: claims.userId,
    organizationId: session.organization_id,
    role: session.role as Role,
    email: session.email,
    sessionId: claims.sessionId,
  };
}

hookCapabilities.set(authenticate, []);

export const forbidden = () =>
  new AppError("INSUFFICIENT_PERMISSIONS", "You do not have permission to perform this action.", 403);

/** Throws 403 unless the signed-in user's role holds the capability (services use it for conditional rules). */
export function assertCapability(user: AuthenticatedUser, capability: Capability): void {
  if (!can(user.role, capability)) throw forbidden();
}

/** Route hook: authenticate, then check the capability (use as `onRequest`, before the body is read). */
export function requireCapability(capability: Capability) {
  const hook = async function checkCapability(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await authenticate(request, reply);
    assertCapability(request.user, capability);
  };
  hookCapabilities.set(hook, [capability]);
  return hook;
}

/**
 * Like requireCapability, for a route whose parts need different capabilities (PATCH /work-orders/{id}): the
 * caller must hold at least one of them; the service then checks each part.
 */
export function requireAnyCapability(...capabilities: Capability[]) {
  const hook = async function checkAnyCapability(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    await authenticate(request, reply);
    if (!capabilities.some((capability) => can(request.user.role, capability))) throw forbidden();
  };
  hookCapabilities.set(hook, capabilities);
  return hook;
}
