import { REFRESH_ADVISED_BELOW_SECONDS } from "./constants.js";

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
