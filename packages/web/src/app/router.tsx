import { createBrowserRouter, Navigate } from "react-router";
import { EquipmentAssignmentsScreen } from "../features/assignments/screens/equipment-assignments-screen";
import { AuthCallbackScreen } from "../features/auth/auth-callback-screen";
import { LoginScreen } from "../features/auth/login-screen";
import { RequireAuth } from "../features/auth/require-auth";
import { SignedOutOnly } from "../features/auth/signed-out-only";
import { DashboardScreen } from "../features/dashboard/dashboard-screen";
import { EquipmentFleetScreen } from "../features/equipment/screens/equipment-fleet-screen";
import { PrivacyScreen } from "../features/legal/privacy-screen";
import { SupportScreen } from "../features/legal/support-screen";
import { TermsScreen } from "../features/legal/terms-screen";
import { FieldSupervisorDashboardScreen } from "../features/role-dashboards/field-supervisor-dashboard-screen";
import { MechanicDashboardScreen } from "../features/role-dashboards/mechanic-dashboard-screen";
import { OperatorDashboardScreen } from "../features/role-dashboards/operator-dashboard-screen";
import { TasksScreen } from "../features/work-orders/screens/tasks-screen";
import { WorkOrdersScreen } from "../features/work-orders/screens/work-orders-screen";
import { AppLayout } from "./layout/app-layout";
import { LegacyAssignmentsRedirect } from "./legacy-assignments-redirect";
import { RouteErrorScreen } from "./route-error-screen";
import { RoutePlaceholderScreen } from "./route-placeholder-screen";
import { UnknownPathRedirect } from "./unknown-path-redirect";

/** Screens of later issues: title and access rule for now (src/app/route-meta.ts). */
const LATER_ROUTES = ["/reports", "/users", "/dev/api-explorer", "/dev/database-tools"];

/** The routes of part 1, 2 and part 2, 2, with the sign-in guards. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <SignedOutOnly />,
        children: [{ path: "/login", element: <LoginScreen /> }],
      },
      { path: "/auth/callback", element: <AuthCallbackScreen /> },
      { path: "/privacy", element: <PrivacyScreen /> },
      { path: "/terms", element: <TermsScreen /> },
      { path: "/support", element: <SupportScreen /> },
      {
        element: <RequireAuth />,
        children: [
          { path: "/", element: <Navigate to="/dashboard" replace /> },
          { path: "/equipment-assignments", element: <LegacyAssignmentsRedirect /> },
          { path: "/maintenance/new", element: <Navigate to="/work-orders?create=true" replace /> },
          {
            element: <AppLayout />,
            children: [
              { path: "/dashboard", element: <DashboardScreen /> },
              { path: "/operator-dashboard", element: <OperatorDashboardScreen /> },
              { path: "/mechanic-dashboard", element: <MechanicDashboardScreen /> },
              { path: "/field-supervisor-dashboard", element: <FieldSupervisorDashboardScreen /> },
              { path: "/equipment", element: <EquipmentFleetScreen /> },
              { path: "/equipment/assignments", element: <EquipmentAssignmentsScreen /> },
              { path: "/work-orders", element: <WorkOrdersScreen /> },
              { path: "/tasks", element: <TasksScreen /> },
              ...LATER_ROUTES.map((path) => ({ path, element: <RoutePlaceholderScreen /> })),
            ],
          },
        ],
      },
      { path: "*", element: <UnknownPathRedirect /> },
    ],
  },
]);
