import type { FastifyInstance } from "fastify";
import * as client from "openid-client";
import { demoClient, demoIssuer } from "./demo-settings.js";
import { inProcessFetch } from "./in-process-fetch.js";

export const redirectUri = (app: FastifyInstance) => `${app.config.publicUrl}/api/v1/auth/callback`;

const configurations = new WeakMap<FastifyInstance, Promise<client.Configuration>>();

async function discover(app: FastifyInstance): Promise<client.Configuration> {
  const { oidc } = app.config;
  if (oidc) {
    return client.discovery(new URL(oidc.issuer), oidc.clientId, oidc.clientSecret);
  }
  const demo = await demoClient(app.db);
  const options: client.DiscoveryRequestOptions = { [client.customFetch]: inProcessFetch(app) };
  if (app.config.publicUrl.startsWith("http:")) options.execute = [client.allowInsecureRequests];
  return client.discovery(new URL(demoIssuer(app)), demo.clientId, demo.clientSecret, undefined, options);
}

/** Discovery runs once per app and is reused; a failed discovery is retried on the next sign-in. */
export function oidcConfiguration(app: FastifyInstance): Promise<client.Configuration> {
  let config = configurations.get(app);
  if (!config) {
    config = discover(app);
    configurations.set(app, config);
    config.catch(() => configurations.delete(app));
  }
  return config;
}
