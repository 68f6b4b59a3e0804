import { lazy, Suspense, useEffect, useState } from "react";
import { RouterProvider } from "react-router";
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

export function App() {
  const [pageShown, setPageShown] = useState(false);
  useEffect(() => {
    void whenFirstPageShown(router, queryClient, cacheRestored).then(() => setPageShown(true));
  }, []);
  return (
    <AppProviders pageShown={pageShown}>
      <RouterProvider router={router} />
      {pageShown ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </AppProviders>
  );
}
