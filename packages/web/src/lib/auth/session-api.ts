import type { Session } from "@mnx/domain";
import { api } from "../api-client";
import { loadSessionAnswers } from "./load-session-answers";

/** Rotates the refresh token. */
export async function requestRefresh(refreshToken: string): Promise<Session> {
  const { sessionAnswer } = await loadSessionAnswers();
  const answer = await api.post("/auth/refresh", { refreshToken }, { auth: false, schema: sessionAnswer });
  return answer.data;
}

/** Ends the session on the server. */
export async function requestLogout(): Promise<void> {
  await api.post("/auth/logout");
}
