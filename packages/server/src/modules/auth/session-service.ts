import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_ABSOLUTE_SECONDS,
  REFRESH_TOKEN_INACTIVITY_SECONDS,
  SIGN_IN_CODE_TTL_SECONDS,
} from "@mnx/domain";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.js";
import { AppError } from "../../errors.js";
import * as sessions from "../sessions/session-service.js";
import {
  findUserById,
  recordLogin,
  toOrganizationDto,
  toUserDto,
  type UserRow,
  updateProfile,
} from "../users/user-account-service.js";
import { signAccessToken } from "./access-token.js";
import { accessTokenKey } from "./signing-key-service.js";

const sessionEnded = () =>
  new AppError("INVALID_TOKEN", "Your session has ended. Please sign in again.", 401);

export async function startSession(
  app: FastifyInstance,
  user: { id: string; organizationId: string },
  userAgent: string | null,
) {
  const sessionId = await sessions.insertSession(app.db, {
    userId: user.id,
    organizationId: user.organizationId,
    userAgent,
    absoluteSeconds: REFRESH_TOKEN_ABSOLUTE_SECONDS,
  });
  return sessions.insertAuthCode(app.db, sessionId, SIGN_IN_CODE_TTL_SECONDS);
}

/**
 * Access token + a fresh refresh token + the user, for a live session. `issuer` is the origin the tokens are
 * for (request-origin.ts): the access token is accepted there only.
 */
async function issueTokens(
  app: FastifyInstance,
  sessionId: string,
  issuer: string,
  options = { recordLogin: false },
) {
  const session = await sessions.findLiveSession(app.db, sessionId);
  if (!session) throw sessionEnded();
  if (options.recordLogin) await recordLogin(app.db, session.user_id);
  const user = await findUserById(app.db, session.organization_id, session.user_id);
  if (!user) throw sessionEnded();
  const refreshToken = await sessions.insertRefreshToken(app.db, sessionId, REFRESH_TOKEN_INACTIVITY_SECONDS);
  await sessions.touchSession(app.db, sessionId);
  const accessToken = await signAccessToken(await accessTokenKey(app.db), issuer, {
    userId: user.id,
    organizationId: user.organization_id,
    sessionId,
  });
  return {
    accessToken,
    refreshToken,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    user: toUserDto(user),
    organization: toOrganizationDto(user),
  };
}

export async function exchangeSignInCode(app: FastifyInstance, code: string, issuer: string) {
  const sessionId = await sessions.consumeAuthCode(app.db, code);
  if (!sessionId) {
    throw new AppError("INVALID_SIGN_IN_CODE", "Authentication failed. Please try again.", 401);
  }
  return issueTokens(app, sessionId, issuer);
}

/**
 * Rotation with reuse detection: every refresh token works once. Presenting one that was already used means
 * it was copied, so the whole session (every token descended from that sign-in) is revoked.
 */
export async function refreshSession(app: FastifyInstance, refreshToken: string, issuer: string) {
  const token = await sessions.findRefreshToken(app.db, refreshToken);
  if (!token) throw sessionEnded();
  if (token.used_at !== null || !(await sessions.consumeRefreshToken(app.db, token.id))) {
    await sessions.revokeSession(app.db, token.session_id, "refresh-token-reuse");
    app.log.warn({ sessionId: token.session_id }, "refresh token reuse: session revoked");
    throw sessionEnded();
  }
  if (token.expired) {
    await sessions.revokeSession(app.db, token.session_id, "inactivity");
    throw sessionEnded();
  }
  // Someone who stays signed in for days is still seen: a refresh sets lastLogin as a sign-in does.
  return issueTokens(app, token.session_id, issuer, { recordLogin: true });
}

export async function endSession(app: FastifyInstance, sessionId: string) {
  await sessions.revokeSession(app.db, sessionId, "logout");
}

/** The session's user in the users module's row shape. */
export function sessionUser(session: sessions.SessionRecord): UserRow {
  return {
    id: session.user_id,
    organization_id: session.organization_id,
    organization_name: session.organization_name,
    keep_photo_location: session.keep_photo_location,
    currency: session.currency,
    email: session.email,
    first_name: session.first_name,
    last_name: session.last_name,
    phone: session.phone,
    role: session.role as UserRow["role"],
    status: session.user_status as UserRow["status"],
    last_login: session.last_login,
    created_at: session.user_created_at,
    language: session.language,
    default_language: session.default_language,
  };
}

/** The signed-in user and their organization as the session check found them: no further query. */
export function sessionProfile(session: sessions.SessionRecord) {
  const user = sessionUser(session);
  return { user: toUserDto(user), organization: toOrganizationDto(user) };
}

/** PATCH /auth/profile: the caller's own name, phone and language; answers the profile as it is now. */
export async function changeProfile(
  db: Database,
  caller: { organizationId: string; id: string },
  changes: Parameters<typeof updateProfile>[3],
) {
  await updateProfile(db, caller.organizationId, caller.id, changes);
  const row = await findUserById(db, caller.organizationId, caller.id);
  if (!row) throw new AppError("NOT_FOUND", "User not found", 404);
  return { user: toUserDto(row), organization: toOrganizationDto(row) };
}
