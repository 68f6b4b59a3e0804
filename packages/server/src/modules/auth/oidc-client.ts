import { AUTH_MESSAGES } from "@mnx/domain";
import type { FastifyInstance } from "fastify";
import * as client from "openid-client";
import { AppError } from "../../errors.js";
import { demoClient, demoIssuer } from "./demo-settings.js";
import { inProcessFetch } from "./in-process-fetch.js";

/** Where the identity provider sends the browser back, on the origin the sign-in started from. */
export const redirectUri = (origin: string) => `${origin}/api/v1/auth/callback`;

/** An identity provider that does not answer discovery within this is reported unavailable. */
const DISCOVERY_TIMEOUT_SECONDS = 5;

/** http is allowed for the demo provider and for an issuer on this machine (a local Keycloak or dex). */
function allowsHttp(issuer: URL) {
  return ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname);
}

async function discover(app: FastifyInstance, origin: string): Promise<client.Configuration> {
  const { oidc } = app.config;
  if (oidc) {
    const issuer = new URL(oidc.issuer);
    const options: client.DiscoveryRequestOptions = { timeout: DISCOVERY_TIMEOUT_SECONDS };
    if (issuer.protocol === "http:" && allowsHttp(issuer)) options.execute = [client.allowInsecureRequests];
    return client.discovery(issuer, oidc.clientId, oidc.clientSecret, undefined, options);
  }
  const demo = await demoClient(app.db);
  const options: client.DiscoveryRequestOptions = { [client.customFetch]: inProcessFetch(app) };
  if (origin.startsWith("http:")) options.execute = [client.allowInsecureRequests];
  return client.discovery(new URL(demoIssuer(origin)), demo.clientId, demo.clientSecret, undefined, options);
}

const configurations = new WeakMap<FastifyInstance, Map<string, Promise<client.Configuration>>>();

/**
 * The identity provider's configuration, discovered on first use and kept once discovery works (per origin in
 * demo mode, where each origin has its own issuer). While it fails (provider down, DNS, network), every
 * sign-in tries again and answers 503 IDP_UNAVAILABLE; nothing else in the server depends on it.
 */
export function oidcConfiguration(app: FastifyInstance, origin: string): Promise<client.Configuration> {
  let byIssuer = configurations.get(app);
  if (!byIssuer) {
    byIssuer = new Map();
    configurations.set(app, byIssuer);
  }
  const issuer = app.config.oidc?.issuer ?? demoIssuer(origin);
  let config = byIssuer.get(issuer);
  if (!config) {
    const discovering = discover(app, origin);
    config = discovering.catch((error: unknown) => {
      byIssuer.delete(issuer);
      app.log.warn({ err: error, issuer }, "identity provider discovery failed");
      throw new AppError("IDP_UNAVAILABLE", AUTH_MESSAGES.idpUnavailable, 503);
    });
    byIssuer.set(issuer, config);
  }
  return config;
}
