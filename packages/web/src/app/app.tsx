import { I18nProvider, useLingui } from "@lingui/react";
import { Fragment, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { RouterProvider } from "react-router";
import { i18n } from "../lib/i18n/i18n";
import { whenFirstPageShown } from "./app-idle";
import { AppProviders } from "./providers";
import { cacheRestored, queryClient } from "./query-client";
import { router } from "./router";

/**
 * Registers the service worker and offers new versions; loaded once the first page is on screen. If its chunk
 * cannot be loaded (offline before any worker was installed), the app goes on without it.
 */
const UpdatePrompt = lazy(() =>
  import("./update-prompt").then(
    (module) => ({ default: module.UpdatePrompt }),
    () => ({ default: () => null }),
  ),
);

/** A new language draws every screen afresh in it (texts, dates, numbers), without a reload. */
function RedrawnPerLanguage({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <Fragment key={active.locale}>{children}</Fragment>;
}

export function App() {
  const [pageShown, setPageShown] = useState(false);
  useEffect(() => {
    void whenFirstPageShown(router, queryClient, cacheRestored).then(() => setPageShown(true));
  }, []);
  return (
    <I18nProvider i18n={i18n}>
      <AppProviders pageShown={pageShown}>
        <RedrawnPerLanguage>
          <RouterProvider router={router} />
        </RedrawnPerLanguage>
        {pageShown ? (
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        ) : null}
      </AppProviders>
    </I18nProvider>
  );
}
