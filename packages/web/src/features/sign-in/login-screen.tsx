import { Trans, useLingui } from "@lingui/react/macro";
import { IOS_LAYOUT_FIX_DELAYS_MS } from "@mnx/domain";
import { lazy, Suspense, useEffect, useState } from "react";
import { chooseLocale } from "../../components/language/language-choice";
import { LanguageSelect } from "../../components/language/language-select";
import { Alert } from "../../components/ui/alert";
import { useAuth } from "../../lib/auth/use-auth";
import { domainText } from "../../lib/i18n/i18n";
import { scheduleIosLayoutFixes } from "../../lib/ios-device";
import { PRODUCT_NAME } from "../../lib/product-name";
import { useOnlineStatus } from "../../lib/use-online-status";
import { FeatureBlurbs } from "./feature-blurbs";
import { GoogleSignInButton } from "./google-sign-in-button";
import { LoginFooter } from "./login-footer";
import { ProviderUnavailableNotice } from "./provider-unavailable-notice";
import { useSignIn } from "./use-sign-in";

// The mode note shows the server's answer, so its code (and the query keys) comes with it, after the screen is
// drawn: the login screen's first download stays within its budget (docs/decisions/012). It is asked for once
// the screen is on the page, so the prerendered markup (which has no note) and the first render agree. If its code
// cannot be loaded (the connection dropped right after the page arrived), the screen goes on without the note.
const SignInModeNote = lazy(() =>
  import("./sign-in-mode-note").then(
    (module) => ({ default: module.SignInModeNote }),
    () => ({ default: () => null }),
  ),
);

function LockIcon() {
  return (
    <svg
      className="mt-0.5 size-4 shrink-0"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

/** /login (part 1, 2): one 'Continue with Google' button, offline indicator, errors, blurbs, footer. */
export function LoginScreen() {
  const { error } = useAuth();
  const online = useOnlineStatus();
  const { signingIn, signIn, providerUnavailable } = useSignIn();
  const { t } = useLingui();

  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  useEffect(() => scheduleIosLayoutFixes(IOS_LAYOUT_FIX_DELAYS_MS), []);

  return (
    <div className="min-h-dvh bg-canvas text-ink">
      <div className="mx-auto flex w-full max-w-5xl justify-end px-4 pt-3 sm:px-6">
        <LanguageSelect tone="page" onChoose={(choice) => void chooseLocale(choice)} />
      </div>
      <main className="mx-auto grid w-full max-w-5xl gap-8 px-4 pt-2 pb-6 sm:px-6 lg:grid-cols-2 lg:items-start lg:gap-12 lg:pt-12">
        <header className="flex flex-col items-center text-center lg:items-start lg:text-start">
          <img src="/icons/icon-192.png" alt="" width={64} height={64} className="rounded-2xl shadow-md" />
          <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{PRODUCT_NAME}</h1>
          <p className="mt-1 text-base font-semibold text-accent-ink">
            <Trans>Field-First Equipment Maintenance</Trans>
          </p>
          <p className="mt-4 max-w-md text-ink-muted">
            <Trans>
              Work orders, daily inspections and equipment status for heavy-equipment fleets, in the shop and
              out on the job site.
            </Trans>
          </p>
        </header>

        <section
          aria-labelledby="welcome-heading"
          className="rounded-2xl border border-line bg-surface p-5 shadow-md sm:p-7 lg:row-span-2"
        >
          <h2 id="welcome-heading" className="text-xl font-semibold">
            <Trans>Welcome</Trans>
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            <Trans>Sign in with your work account to continue.</Trans>
          </p>

          <div className="mt-5 space-y-4">
            {error ? <Alert tone="error">{domainText(error)}</Alert> : null}
            {providerUnavailable && online ? (
              <ProviderUnavailableNotice retrying={signingIn} onRetry={() => void signIn()} />
            ) : null}
            {online ? null : (
              <Alert tone="warning" title={t`Offline Mode`}>
                <Trans>Connect to internet to sign in</Trans>
              </Alert>
            )}
            <GoogleSignInButton
              busy={signingIn}
              disabled={signingIn || !online}
              onPress={() => void signIn()}
            />
            {drawn ? (
              <Suspense fallback={null}>
                <SignInModeNote />
              </Suspense>
            ) : null}
            <p className="flex gap-2 text-sm text-ink-muted">
              <LockIcon />
              <span>
                <Trans>
                  You sign in on your identity provider's own page. Maintenance Nexus never sees your
                  password.
                </Trans>
              </span>
            </p>
          </div>
        </section>

        <FeatureBlurbs />
      </main>
      <div className="mx-auto w-full max-w-5xl px-4 pb-8 sm:px-6">
        <LoginFooter />
      </div>
    </div>
  );
}
