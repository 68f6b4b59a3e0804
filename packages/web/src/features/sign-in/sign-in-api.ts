import type { Session } from "@mnx/domain";
import { api } from "../../lib/api-client";
import { loadSessionAnswers } from "../../lib/auth/load-session-answers";
import type { AuthConfig } from "../../lib/auth/session-answers";

export type { AuthConfig };

/** Which sign-in mode is on: the real identity provider or the built-in demo one. */
export async function fetchAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  const { authConfigAnswer } = await loadSessionAnswers();
  const answer = await api.get("/auth/config", { auth: false, signal, schema: authConfigAnswer });
  return answer.data;
}

/** The identity provider's authorization URL (PKCE, state and nonce are kept by the server). */
export async function requestSignInUrl(): Promise<string> {
  const { signInUrlAnswer } = await loadSessionAnswers();
  const answer = await api.get("/auth/google", { auth: false, schema: signInUrlAnswer });
  return answer.data.authUrl;
}

/** Trades the one-time code from /auth/callback for a session (no token ever travels in a URL). */
export async function exchangeSignInCode(code: string): Promise<Session> {
  const { sessionAnswer } = await loadSessionAnswers();
  const answer = await api.post("/auth/exchange", { code }, { auth: false, schema: sessionAnswer });
  return answer.data;
}
