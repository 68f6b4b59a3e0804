import { ACCESS_TOKEN_TTL_SECONDS } from "@mnx/domain";
import { jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_AUDIENCE = "maintenance-nexus-api";
const ALGORITHM = "HS256";

export interface AccessTokenClaims {
  userId: string;
  organizationId: string;
  sessionId: string;
}

export async function signAccessToken(key: Uint8Array, issuer: string, claims: AccessTokenClaims) {
  return new SignJWT({ org: claims.organizationId, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key);
}

/** Verifies signature (one pinned algorithm), issuer, audience and expiry; null when any check fails. */
export async function verifyAccessToken(key: Uint8Array, issuer: string, token: string) {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer,
      audience: ACCESS_TOKEN_AUDIENCE,
    });
    if (
      typeof payload.sub !== "string" ||
      typeof payload.sid !== "string" ||
      typeof payload.org !== "string"
    ) {
      return null;
    }
    return { userId: payload.sub, sessionId: payload.sid, organizationId: payload.org };
  } catch {
    return null;
  }
}
