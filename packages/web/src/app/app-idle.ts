import type { DataRouter } from "react-router";

type AppRouter = Pick<DataRouter, "state" | "subscribe">;

/**
 * Resolves once the first page is on screen: the router has loaded the page's chunks and nothing is loading,
 * and the browser has a quiet moment. Work that may wait (installing the service worker, which downloads every
 * chunk for offline use) starts then, instead of competing with the page the person opened.
 */
export function whenFirstPageShown(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      "requestIdleCallback" in window ? window.requestIdleCallback(() => resolve()) : setTimeout(resolve, 0);
    const ready = (state: AppRouter["state"]) => state.initialized && state.navigation.state === "idle";
    if (ready(router.state)) {
      idle();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!ready(state)) return;
      unsubscribe();
      idle();
    });
  });
}
