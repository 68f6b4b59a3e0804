// /auth/callback: the one-time sign-in code is exchanged for a session.
export { AuthCallbackScreen as Component } from "../../features/sign-in/auth-callback-screen";
