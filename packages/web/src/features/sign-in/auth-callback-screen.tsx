import { useLingui } from "@lingui/react/macro";
import { AUTH_MESSAGES, dashboardPathFor } from "@mnx/domain";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { authStore } from "../../lib/auth/auth-store";
import { takeReturnPath } from "../../lib/auth/return-path";
import { domainText } from "../../lib/i18n/i18n";
import { exchangeSignInCode } from "./sign-in-api";

/**
 * /auth/callback?code=ONE-TIME-CODE or ?error=reason (DECISIONS.md "Sign-in": no token in the URL).
 * The code is exchanged once with a POST and removed from the address bar at once. A signed-in user is
 * sent to / (not by the SignedOutOnly guard, which would race the redirect to the role's dashboard).
 */
export function AuthCallbackScreen() {
  const navigate = useNavigate();
  const started = useRef(false);
  const { t } = useLingui();

  useEffect(() => {
    if (started.current) return; // the code is single use: never exchange it twice
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const code = params.get("code");
    const error = params.get("error");
    window.history.replaceState(window.history.state, "", window.location.pathname);
    if (authStore.getState().tokens) {
      void navigate("/", { replace: true }); // already signed in (part 1, 2)
      return;
    }

    const backToLogin = (message: string) => {
      authStore.signOut(message);
      void navigate("/login", { replace: true });
    };
    if (error || !code) {
      backToLogin(error ? t`Authentication failed: ${error}` : AUTH_MESSAGES.callbackUnparseable);
      return;
    }
    void exchangeSignInCode(code).then(
      (session) => {
        authStore.signIn(session);
        void navigate(takeReturnPath() ?? dashboardPathFor(session.user.role), { replace: true });
      },
      () => backToLogin(AUTH_MESSAGES.callbackUnparseable),
    );
  }, [navigate, t]);

  return <LoadingScreen message={domainText(AUTH_MESSAGES.completing)} />;
}
