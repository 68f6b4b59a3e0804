import type { FastifyInstance } from "fastify";
import * as client from "openid-client";
import { AppError } from "../../errors.js";
import { insertLoginState, takeLoginState } from "../sessions/session-service.js";
import { createOrganizationWithAdmin, findUserByEmail, recordLogin } from "../users/user-account-service.js";
import { oidcConfiguration, redirectUri } from "./oidc-client.js";
import { startSession } from "./session-service.js";

/** A sign-in refusal; its reason is shown to the person as 'Authentication failed: {reason}'. */
export class SignInRefused extends Error {}

/** The identity provider's authorization URL for a sign-in started on `origin` (see request-origin.ts). */
export async function beginSignIn(app: FastifyInstance, origin: string): Promise<string> {
  const config = await oidcConfiguration(app, origin);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await insertLoginState(app.db, { state, codeVerifier, nonce });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(origin),
    scope: "openid email profile",
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
    // Google: let people with several accounts pick their work one. Demo: always show the list of users, so
    // signing out and in again can switch roles.
    prompt: app.config.oidc ? "select_account" : "login",
  });
  return url.href;
}

function emailDomainAllowed(app: FastifyInstance, email: string) {
  const allowed = app.config.allowedEmailDomains;
  if (allowed.length === 0) return true;
  const domain = email.split("@").pop()?.toLowerCase() ?? "";
  return allowed.includes(domain);
}

async function verifiedEmail(app: FastifyInstance, callbackUrl: URL): Promise<string> {
  const state = callbackUrl.searchParams.get("state");
  const login = state ? await takeLoginState(app.db, state) : undefined;
  if (!state || !login) throw new SignInRefused("Sign-in expired. Please try again");
  const providerError = callbackUrl.searchParams.get("error");
  if (providerError)
    throw new SignInRefused(providerError === "access_denied" ? "Sign-in was cancelled" : providerError);
  const config = await oidcConfiguration(app, callbackUrl.origin);
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: login.code_verifier,
    expectedState: state,
    expectedNonce: login.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  const email = typeof claims?.email === "string" ? claims.email : undefined;
  if (!email || claims?.email_verified !== true)
    throw new SignInRefused("Your account has no verified email address");
  return email;
}

/**
 * Who gets in, whatever the identity provider (DECISIONS.md "Sign-in", "Team management"): a person added to an
 * organization and ACTIVE, or the BOOTSTRAP_ADMIN_EMAIL person, whose organization and super-admin account are
 * created on their first sign-in. Anyone else is refused with the reason the login screen shows.
 */
export async function admitUser(app: FastifyInstance, email: string) {
  if (!emailDomainAllowed(app, email)) throw new SignInRefused("Use your work account to sign in");
  let user = await findUserByEmail(app.db, email);
  if (!user && app.config.bootstrapAdminEmail?.toLowerCase() === email.toLowerCase()) {
    // Two first sign-ins at once: the second finds the email taken, and then the first one's account.
    await createOrganizationWithAdmin(app.db, email, app.config.bootstrapOrganizationName).catch((error) => {
      if (!(error instanceof AppError && error.code === "USER_EMAIL_TAKEN")) throw error;
    });
    user = await findUserByEmail(app.db, email);
  }
  if (!user) throw new SignInRefused("No account exists for this email. Ask your administrator to add you");
  if (user.status !== "ACTIVE") throw new SignInRefused("Your account is not active");
  await recordLogin(app.db, user.id);
  return user;
}

/** Turns the provider's redirect (on the origin the sign-in started from) into a session and a one-time code. */
export async function completeSignIn(app: FastifyInstance, callbackUrl: URL, userAgent: string | null) {
  const user = await admitUser(app, await verifiedEmail(app, callbackUrl));
  return startSession(app, { id: user.id, organizationId: user.organization_id }, userAgent);
}
