import { Trans, useLingui } from "@lingui/react/macro";
import { can } from "@mnx/domain";
import { useIsRestoring } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet, useNavigate, useNavigation } from "react-router";
import { AccessDenied } from "../../components/ui/access-denied";
import { useLanguageFromProfile } from "../../features/language/profile-language";
import { useAuth } from "../../lib/auth/use-auth";
import { watchWaitingWrites } from "../../lib/waiting-writes";
import { pageTitle } from "../page-meta";
import { queryClient } from "../query-client";
import { OfflineBanner } from "./offline-banner";
import { TopBar } from "./top-bar";
import { useCurrentPage } from "./use-current-page";

// What waits on the device shows on its cards (docs/decisions/011): watched from the signed-in shell's first load.
watchWaitingWrites(queryClient);

/** The shared layout of every signed-in page; a page's guard (src/app/pages.ts) shows the spec's refusal instead. */
export function AppLayout() {
  const { user } = useAuth();
  const { t } = useLingui();
  const page = useCurrentPage();
  // The signed-in person's language follows their profile (docs/decisions/048-languages.md); the login page
  // does not load this.
  useLanguageFromProfile();
  const title = pageTitle(page, user?.role);
  const denied = page?.guard && !can(user?.role, page.guard.capability) ? page.guard.denied : null;
  // Opening a page whose chunk is not loaded yet: the current page stays, with a bar saying something comes.
  const loading = useNavigation().state === "loading";
  // While the query cache is read back from IndexedDB (a few ms), no query answers yet: drawing the page then would
  // draw it empty and move it all when the data lands a moment later (a layout shift of 0.7 on the shop foreman's
  // dashboard, issue 25). The page draws once, with the data it had.
  const restoring = useIsRestoring();

  // The open screens follow changes made anywhere (docs/decisions/035), for as long as someone is signed in;
  // its code is loaded after the page has drawn, off every page's first chunks.
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("../../lib/live-updates").then(({ startLiveUpdates }) => {
      if (!cancelled) stop = startLiveUpdates(queryClient);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);

  // A push notification tapped while the app is open: the service worker asks it to show that screen.
  const navigate = useNavigate();
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker) return;
    const open = (event: MessageEvent) => {
      const { type, url } = (event.data ?? {}) as { type?: string; url?: unknown };
      if (type === "mnx-open" && typeof url === "string" && /^\/(?!\/)/.test(url)) void navigate(url);
    };
    worker.addEventListener("message", open);
    return () => worker.removeEventListener("message", open);
  }, [navigate]);

  useEffect(() => {
    document.title = `${title} · Maintenance Nexus`;
  }, [title]);

  return (
    <div className="flex min-h-dvh flex-col bg-canvas text-ink">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-surface px-4 py-3 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <TopBar />
      <OfflineBanner />
      {loading ? (
        <div role="progressbar" aria-label={t`Loading page`} className="h-1 w-full animate-pulse bg-accent" />
      ) : null}
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-5 sm:px-6 sm:py-8"
      >
        {denied ? <AccessDenied message={denied} /> : restoring ? null : <Outlet />}
      </main>
    </div>
  );
}
