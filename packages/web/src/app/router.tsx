import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { LoadingScreen } from "../components/ui/loading-screen";
import { LegacyAssignmentsRedirect } from "./legacy-assignments-redirect";
import { SIGNED_IN_PAGES } from "./pages";
import { RequireAuth } from "./require-auth";
import { RouteErrorScreen } from "./route-error-screen";
import { SignedOutOnly } from "./signed-out-only";
import { UnknownPathRedirect } from "./unknown-path-redirect";

/**
 * Each page is its own chunk (src/routes/<route>/route.tsx), loaded when its path is first opened, so /login
 * downloads only what it shows. The service worker precaches every chunk, so each page still opens offline.
 */
const routeModules = import.meta.glob<{ Component: ComponentType }>("../routes/*/route.tsx");

function page(route: string): RouteObject["lazy"] {
  const load = routeModules[`../routes/${route}/route.tsx`];
  if (!load) throw new Error(`src/routes/${route}/route.tsx does not exist`);
  return load;
}

/** The signed-in shell (top bar, offline banner), also a chunk of its own: /login never needs it. */
const appLayout = async () => ({ Component: (await import("./layout/app-layout")).AppLayout });

/** The signed-in pages, one route each, from the page registry (src/app/pages.ts); the layout reads `handle`. */
export const signedInRoutes: RouteObject[] = SIGNED_IN_PAGES.map((entry) => ({
  path: entry.path,
  lazy: page(entry.route),
  handle: entry,
}));

/** The routes of part 1, 2 and part 2, 2, with the sign-in guards. */
export const router = createBrowserRouter([
  {
    // A failed page chunk (a dropped connection, a new deploy) lands here too: a Reload button, never a blank page.
    errorElement: <RouteErrorScreen />,
    HydrateFallback: LoadingScreen,
    children: [
      {
        element: <SignedOutOnly />,
        children: [{ path: "/login", lazy: page("login") }],
      },
      { path: "/auth/callback", lazy: page("auth-callback") },
      { path: "/privacy", lazy: page("privacy") },
      { path: "/terms", lazy: page("terms") },
      { path: "/support", lazy: page("support") },
      {
        element: <RequireAuth />,
        children: [
          { path: "/", element: <Navigate to="/dashboard" replace /> },
          { path: "/equipment-assignments", element: <LegacyAssignmentsRedirect /> },
          { path: "/maintenance/new", element: <Navigate to="/work-orders?create=true" replace /> },
          { lazy: appLayout, children: signedInRoutes },
        ],
      },
      { path: "*", element: <UnknownPathRedirect /> },
    ],
  },
]);
