import { REFRESH_ADVISED_BELOW_SECONDS, REFRESH_TOKEN_INACTIVITY_SECONDS } from "./constants.js";

/** The token part of the stored auth state (part 1, 3): issuedAt is a millisecond timestamp. */
export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  issuedAt: number;
}

/** Seconds left before the access token expires (negative once expired). */
export function secondsUntilExpiry(tokens: StoredTokens, now: number = Date.now()): number {
  return (tokens.issuedAt + tokens.expiresIn * 1000 - now) / 1000;
}

/** Part 1, 4: expired once issue time plus expiresIn seconds has passed. */
export function isTokenExpired(tokens: StoredTokens, now: number = Date.now()): boolean {
  return secondsUntilExpiry(tokens, now) <= 0;
}

/** Part 1, 4: a refresh is advised when under 300 seconds remain. */
export function isRefreshAdvised(tokens: StoredTokens, now: number = Date.now()): boolean {
  return secondsUntilExpiry(tokens, now) < REFRESH_ADVISED_BELOW_SECONDS;
}

/**
 * Whether a stored session is still worth keeping at load (docs/decisions/003, amended): its refresh token can
 * still be valid, i.e. the refresh token's inactivity lifetime since the tokens were issued has not passed. An
 * operator offline on a job site keeps the cached screens; back online, the session is refreshed (or ended by
 * the server, which knows the real lifetime).
 */
export function isSessionResumable(tokens: StoredTokens, now: number = Date.now()): boolean {
  return now < tokens.issuedAt + REFRESH_TOKEN_INACTIVITY_SECONDS * 1000;
}
