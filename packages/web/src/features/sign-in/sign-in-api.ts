import { type Session, sessionSchema, successEnvelope } from "@mnx/domain";
import { z } from "zod";
import { api } from "../../lib/api-client";

const sessionAnswer = successEnvelope(sessionSchema);
const authConfigAnswer = successEnvelope(
  z.object({ mode: z.enum(["demo", "oidc"]), providerName: z.string() }),
);
const signInUrlAnswer = successEnvelope(z.object({ authUrl: z.string().min(1) }));

export type AuthConfig = z.output<typeof authConfigAnswer>["data"];

/** Which sign-in mode is on: the real identity provider or the built-in demo one. */
export async function fetchAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  const answer = await api.get("/auth/config", { auth: false, signal, schema: authConfigAnswer });
  return answer.data;
}

/** The identity provider's authorization URL (PKCE, state and nonce are kept by the server). */
export async function requestSignInUrl(): Promise<string> {
  const answer = await api.get("/auth/google", { auth: false, schema: signInUrlAnswer });
  return answer.data.authUrl;
}

/** Trades the one-time code from /auth/callback for a session (no token ever travels in a URL). */
export async function exchangeSignInCode(code: string): Promise<Session> {
  const answer = await api.post("/auth/exchange", { code }, { auth: false, schema: sessionAnswer });
  return answer.data;
}
