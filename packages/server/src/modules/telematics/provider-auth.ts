import type { TelematicsAuthKind } from "@mnx/domain";
import type { Credentials } from "./credential-seal.js";
import { callProvider, ProviderError } from "./provider-http.js";

/** OAuth 2 access tokens by connection (and credentials): kept in memory until they expire or are refused. */
const tokens = new Map<string, { token: string; expiresAt: number }>();

export interface ProviderAuth {
  /** The Authorization header of the next call. */
  header(): Promise<string>;
  /** A 401 answered: a new token is asked for (OAuth 2) and the call may be made again; Basic cannot. */
  refresh(): Promise<boolean>;
}

interface AuthTarget {
  /** The connection's id with what identifies its credentials, so changed credentials get a new token. */
  cacheKey: string;
  authKind: TelematicsAuthKind;
  tokenUrl: string | null;
  allowedHosts: readonly string[];
}

const basic = ({ username, password }: Credentials) =>
  `Basic ${Buffer.from(`${username}:${password}`, "utf8").toString("base64")}`;

/** OAuth 2 client credentials (RFC 6749 4.4): the client authenticates with HTTP Basic at the token address. */
async function askToken(target: AuthTarget, credentials: Credentials) {
  if (!target.tokenUrl) throw new ProviderError("OAuth 2 needs the provider's token address");
  const answer = await callProvider({
    url: target.tokenUrl,
    method: "POST",
    headers: {
      authorization: basic(credentials),
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    },
    body: "grant_type=client_credentials",
    allowedHosts: target.allowedHosts,
  });
  if (answer.status < 200 || answer.status >= 300) {
    throw new ProviderError(
      `The token address answered HTTP ${answer.status}: the client id or secret may be wrong`,
    );
  }
  let parsed: { access_token?: unknown; expires_in?: unknown };
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    throw new ProviderError("The token address did not answer JSON");
  }
  if (typeof parsed.access_token !== "string" || parsed.access_token === "") {
    throw new ProviderError("The token address answered no access_token");
  }
  const seconds = typeof parsed.expires_in === "number" && parsed.expires_in > 0 ? parsed.expires_in : 3600;
  // Asked again a little before it expires (a tenth of its life, at most a minute).
  const margin = Math.min(60, seconds / 10);
  const entry = { token: parsed.access_token, expiresAt: Date.now() + (seconds - margin) * 1000 };
  tokens.set(target.cacheKey, entry);
  return entry.token;
}

/** How a connection signs in: HTTP Basic, or OAuth 2 client credentials with the token renewed on expiry or 401. */
export function providerAuth(target: AuthTarget, credentials: Credentials): ProviderAuth {
  if (target.authKind === "BASIC") {
    return { header: async () => basic(credentials), refresh: async () => false };
  }
  return {
    header: async () => {
      const held = tokens.get(target.cacheKey);
      const token = held && held.expiresAt > Date.now() ? held.token : await askToken(target, credentials);
      return `Bearer ${token}`;
    },
    refresh: async () => {
      tokens.delete(target.cacheKey);
      await askToken(target, credentials);
      return true;
    },
  };
}
