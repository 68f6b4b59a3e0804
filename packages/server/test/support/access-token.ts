import { REFRESH_TOKEN_ABSOLUTE_SECONDS } from "@mnx/domain";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../src/db/database.js";
import { signAccessToken } from "../../src/modules/auth/access-token.js";
import { accessTokenKey } from "../../src/modules/auth/signing-key-service.js";
import { insertSession } from "../../src/modules/sessions/session-service.js";

/**
 * A real access token for `user`, backed by a real session row (so revocation and deactivation checks
 * apply), without going through the sign-in pages. For tests of everything but sign-in itself.
 */
export async function signTestAccessToken(
  app: FastifyInstance,
  user: { id: string; organizationId: string },
) {
  return signAccessTokenOn(app.db, app.config.publicUrl, user);
}

/** The same, straight on a database, for a server running in another process (`issuer`: its PUBLIC_URL). */
export async function signAccessTokenOn(
  db: Database,
  issuer: string,
  user: { id: string; organizationId: string },
) {
  const sessionId = await insertSession(db, {
    userId: user.id,
    organizationId: user.organizationId,
    userAgent: "vitest",
    absoluteSeconds: REFRESH_TOKEN_ABSOLUTE_SECONDS,
  });
  return signAccessToken(await accessTokenKey(db), issuer, {
    userId: user.id,
    organizationId: user.organizationId,
    sessionId,
  });
}

export interface TestUser {
  id: string;
  organizationId: string;
  email: string;
  role: string;
}

/** A seeded user by email (any organization). */
export async function findTestUser(app: FastifyInstance, email: string): Promise<TestUser> {
  const user = await app.db.one<TestUser>(
    `SELECT id, organization_id AS "organizationId", email, role FROM users WHERE lower(email) = lower($1)`,
    [email],
  );
  if (!user) throw new Error(`No seeded user ${email}`);
  return user;
}

/** Authorization headers for a seeded user. */
export async function authHeaders(app: FastifyInstance, email: string) {
  const token = await signTestAccessToken(app, await findTestUser(app, email));
  return { authorization: `Bearer ${token}` };
}
