/** The sign-in and session answers' schemas, loaded on first use (lib/auth/session-answers.ts says why). */
export const loadSessionAnswers = () => import("./session-answers");
