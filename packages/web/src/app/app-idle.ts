import type { QueryClient } from "@tanstack/react-query";
import type { DataRouter } from "react-router";

type AppRouter = Pick<DataRouter, "state" | "subscribe">;

/** Resolves once no query is fetching (at once when none is). */
function whenQueriesSettled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves once the first page is on screen with its data: the router has loaded the page's chunks, the query
 * cache is read back from IndexedDB (`cacheRestored`; the signed-in layout draws the page only then), the page's
 * queries have answered, and the browser has a quiet moment. Work that may wait (installing the service worker,
 * which downloads every chunk for offline use; the profile check) starts then, instead of holding the browser's
 * few connections while the page the person opened still waits for its chunks and data. (Before the restore was
 * awaited here, the page's queries had not started yet when this resolved, and all that work came first.)
 */
export async function whenFirstPageShown(
  router: AppRouter,
  client: QueryClient,
  cacheRestored: Promise<void>,
): Promise<void> {
  await whenRouterIdle(router);
  await cacheRestored;
  await browserIdle(); // the page has rendered and started its queries
  await whenQueriesSettled(client);
  await browserIdle();
}

const browserIdle = () =>
  new Promise<void>((resolve) =>
    "requestIdleCallback" in window ? window.requestIdleCallback(() => resolve()) : setTimeout(resolve, 0),
  );

/** Resolves once the router has loaded the first page's chunks and no navigation is under way. */
export function whenRouterIdle(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    const ready = (state: AppRouter["state"]) => state.initialized && state.navigation.state === "idle";
    if (ready(router.state)) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!ready(state)) return;
      unsubscribe();
      resolve();
    });
  });
}
