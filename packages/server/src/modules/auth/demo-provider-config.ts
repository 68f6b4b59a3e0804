import { exportJWK, generateKeyPair, type JWK } from "jose";
import type { Configuration, KoaContextWithOIDC } from "oidc-provider";
import { randomToken } from "../../crypto.js";
import type { Database } from "../../db/database.js";
import { findAccountById } from "../users/user-account-service.js";
import { databaseAdapter } from "./demo-provider-adapter.js";
import { DEMO_INTERACTION_PREFIX } from "./demo-settings.js";
import { renderProviderError } from "./demo-sign-in-page.js";
import { loadOrCreateSecret } from "./signing-key-service.js";

async function signingKey(db: Database): Promise<JWK> {
  const stored = await loadOrCreateSecret(db, "demo-oidc-signing-jwk", async () => {
    const { privateKey } = await generateKeyPair("RS256", { extractable: true });
    return JSON.stringify({
      ...(await exportJWK(privateKey)),
      alg: "RS256",
      use: "sig",
      kid: randomToken(8),
    });
  });
  return JSON.parse(stored) as JWK;
}

/** Settings of the built-in demo identity provider: one confidential client, PKCE required, email claims. */
export async function demoProviderConfiguration(
  db: Database,
  client: { clientId: string; clientSecret: string; redirectUri: string },
): Promise<Configuration> {
  return {
    // In the database, so a sign-in begun on one server finishes on another (docs/decisions/019).
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [(await signingKey(db)) as never] },
    cookies: {
      keys: [await loadOrCreateSecret(db, "demo-oidc-cookie-key", () => randomToken())],
      // oidc-provider 8 makes its session cookie SameSite=None (9 made it Lax): the sign-in stays on this site.
      long: { httpOnly: true, sameSite: "lax" },
    },
    pkce: { required: () => true },
    conformIdTokenClaims: false,
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction) => `${DEMO_INTERACTION_PREFIX}/${interaction.uid}`,
    },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AuthorizationCode: 60,
      AccessToken: 300,
      IdToken: 300,
    },
    renderError: async (ctx, out) => {
      ctx.type = "html";
      ctx.body = renderProviderError({ ...out });
    },
    // The identity provider vouches for who someone is; whether they may use the product (status, domain)
    // is decided by the product after the callback, as with Google.
    findAccount: async (_ctx, id) => {
      const user = await findAccountById(db, id);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: async () => ({
          sub: user.id,
          email: user.email,
          email_verified: true,
          name: `${user.first_name} ${user.last_name}`,
          given_name: user.first_name,
          family_name: user.last_name,
        }),
      };
    },
  };
}
