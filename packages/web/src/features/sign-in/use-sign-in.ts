import { AUTH_MESSAGES, IOS_GOOGLE_LAYOUT_FIX_DELAYS_MS } from "@mnx/domain";
import { useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { isApiError } from "../../lib/api-error";
import { authStore } from "../../lib/auth/auth-store";
import { rememberReturnPath } from "../../lib/auth/return-path";
import { scheduleIosLayoutFixes } from "../../lib/ios-device";
import { openSignInPage } from "./open-sign-in-page";
import { requestSignInUrl } from "./sign-in-api";

/** The server's own sign-in refusals, whose message says what to do (docs/decisions/020). */
const EXPLAINED_CODES = new Set(["UNKNOWN_ORIGIN"]);

function failureMessage(error: unknown): string {
  if (isApiError(error) && EXPLAINED_CODES.has(error.code)) return error.message;
  const answered = isApiError(error) && error.status >= 400 && error.code !== "TIMEOUT_ERROR";
  const message = answered ? AUTH_MESSAGES.initiateFailed : error instanceof Error && error.message;
  return message || AUTH_MESSAGES.loginFailed;
}

interface SignIn {
  signingIn: boolean;
  signIn: () => Promise<void>;
  /** The identity provider cannot be reached (503 IDP_UNAVAILABLE): the screen offers to try again. */
  providerUnavailable: boolean;
}

/** The 'Continue with Google' action (part 1, 2 and 8). */
export function useSignIn(): SignIn {
  const { state: navigationState } = useLocation();
  const [signingIn, setSigningIn] = useState(false);
  const [providerUnavailable, setProviderUnavailable] = useState(false);

  // Coming back from the provider's page with the Back button restores this page from the cache.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSigningIn(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const signIn = useCallback(async () => {
    setSigningIn(true);
    authStore.setError(null);
    if (!navigator.onLine) {
      authStore.setError(AUTH_MESSAGES.loginRequiresInternet);
      setSigningIn(false);
      return;
    }
    try {
      const authUrl = await requestSignInUrl();
      scheduleIosLayoutFixes(IOS_GOOGLE_LAYOUT_FIX_DELAYS_MS);
      rememberReturnPath(navigationState); // the page asked for before sign-in (RequireAuth), for the callback
      openSignInPage(authUrl); // the page is left (or a popup opened): stay busy until then
    } catch (error) {
      const unavailable = isApiError(error) && error.code === "IDP_UNAVAILABLE";
      setProviderUnavailable(unavailable);
      if (!unavailable) authStore.setError(failureMessage(error));
      setSigningIn(false);
    }
  }, [navigationState]);

  return { signingIn, signIn, providerUnavailable };
}
