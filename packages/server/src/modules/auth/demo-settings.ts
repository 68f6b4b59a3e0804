import { randomToken } from "../../crypto.js";
import type { Database } from "../../db/database.js";
import { loadOrCreateSecret } from "./signing-key-service.js";

export const DEMO_CLIENT_ID = "maintenance-nexus-web";
export const DEMO_PROVIDER_PREFIX = "/oidc";
export const DEMO_INTERACTION_PREFIX = "/demo-sign-in";

/** The demo provider's issuer on one origin of this server (each origin has its own, docs/decisions/020). */
export const demoIssuer = (origin: string) => `${origin}${DEMO_PROVIDER_PREFIX}`;

export async function demoClient(db: Database) {
  return {
    clientId: DEMO_CLIENT_ID,
    clientSecret: await loadOrCreateSecret(db, "demo-oidc-client-secret", () => randomToken()),
  };
}
