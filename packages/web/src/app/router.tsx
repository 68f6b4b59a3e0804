import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { LoadingScreen } from "../components/ui/loading-screen";
import { LegacyAssignmentsRedirect } from "./legacy-assignments-redirect";
import { RequireAuth } from "./require-auth";
import { RouteErrorScreen } from "./route-error-screen";
import { SignedOutOnly } from "./signed-out-only";
import { UnknownPathRedirect } from "./unknown-path-redirect";

/**
 * Each page is its own chunk (src/routes/<route>/route.tsx), loaded when its path is first opened, so /login
 * downloads only what it shows. The service worker precaches every chunk, so each page still opens offline.
 */
const routes = {
  login: () => import("../routes/login/route"),
  authCallback: () => import("../routes/auth-callback/route"),
  privacy: () => import("../routes/privacy/route"),
  terms: () => import("../routes/terms/route"),
  support: () => import("../routes/support/route"),
  dashboard: () => import("../routes/dashboard/route"),
  operatorDashboard: () => import("../routes/operator-dashboard/route"),
  mechanicDashboard: () => import("../routes/mechanic-dashboard/route"),
  fieldSupervisorDashboard: () => import("../routes/field-supervisor-dashboard/route"),
  equipment: () => import("../routes/equipment/route"),
  equipmentAssignments: () => import("../routes/equipment-assignments/route"),
  equipmentDetails: () => import("../routes/equipment-details/route"),
  scan: () => import("../routes/scan/route"),
  workOrders: () => import("../routes/work-orders/route"),
  tasks: () => import("../routes/tasks/route"),
  reports: () => import("../routes/reports/route"),
  users: () => import("../routes/users/route"),
  apiExplorer: () => import("../routes/api-explorer/route"),
  databaseTools: () => import("../routes/database-tools/route"),
} satisfies Record<string, RouteObject["lazy"]>;

/** The signed-in shell (top bar, offline banner), also a chunk of its own: /login never needs it. */
const appLayout = async () => ({ Component: (await import("./layout/app-layout")).AppLayout });

/** The routes of part 1, 2 and part 2, 2, with the sign-in guards. */
export const router = createBrowserRouter([
  {
    // A failed page chunk (a dropped connection, a new deploy) lands here too: a Reload button, never a blank page.
    errorElement: <RouteErrorScreen />,
    HydrateFallback: LoadingScreen,
    children: [
      {
        element: <SignedOutOnly />,
        children: [{ path: "/login", lazy: routes.login }],
      },
      { path: "/auth/callback", lazy: routes.authCallback },
      { path: "/privacy", lazy: routes.privacy },
      { path: "/terms", lazy: routes.terms },
      { path: "/support", lazy: routes.support },
      {
        element: <RequireAuth />,
        children: [
          { path: "/", element: <Navigate to="/dashboard" replace /> },
          { path: "/equipment-assignments", element: <LegacyAssignmentsRedirect /> },
          { path: "/maintenance/new", element: <Navigate to="/work-orders?create=true" replace /> },
          {
            lazy: appLayout,
            children: [
              { path: "/dashboard", lazy: routes.dashboard },
              { path: "/operator-dashboard", lazy: routes.operatorDashboard },
              { path: "/mechanic-dashboard", lazy: routes.mechanicDashboard },
              { path: "/field-supervisor-dashboard", lazy: routes.fieldSupervisorDashboard },
              { path: "/equipment", lazy: routes.equipment },
              { path: "/equipment/assignments", lazy: routes.equipmentAssignments },
              { path: "/equipment/:id", lazy: routes.equipmentDetails },
              { path: "/scan", lazy: routes.scan },
              { path: "/work-orders", lazy: routes.workOrders },
              { path: "/tasks", lazy: routes.tasks },
              { path: "/reports", lazy: routes.reports },
              { path: "/users", lazy: routes.users },
              { path: "/dev/api-explorer", lazy: routes.apiExplorer },
              { path: "/dev/database-tools", lazy: routes.databaseTools },
            ],
          },
        ],
      },
      { path: "*", element: <UnknownPathRedirect /> },
    ],
  },
]);
