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

interface Verified {
  key: Uint8Array;
  issuer: string;
  claims: AccessTokenClaims;
  expiresAtMs: number;
}

/**
 * Tokens already verified, until they expire: a client sends the same token with every call for its 15
 * minutes, and checking the same bytes against the same key can only give the same answer. Bounded; the
 * oldest go first.
 */
const verifiedTokens = new Map<string, Verified>();
const MAX_VERIFIED_TOKENS = 20_000;

function remember(token: string, verified: Verified) {
  if (verifiedTokens.size >= MAX_VERIFIED_TOKENS) {
    const oldest = verifiedTokens.keys().next();
    if (!oldest.done) verifiedTokens.delete(oldest.value);
  }
  verifiedTokens.set(token, verified);
}

/** Verifies signature (one pinned algorithm), issuer, audience and expiry; null when any check fails. */
export async function verifyAccessToken(key: Uint8Array, issuer: string, token: string) {
  const known = verifiedTokens.get(token);
  if (known && known.key === key && known.issuer === issuer && known.expiresAtMs > Date.now())
    return known.claims;
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
    const claims = { userId: payload.sub, sessionId: payload.sid, organizationId: payload.org };
    if (typeof payload.exp === "number")
      remember(token, { key, issuer, claims, expiresAtMs: payload.exp * 1000 });
    return claims;
  } catch {
    return null;
  }
}
