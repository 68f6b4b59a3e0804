import { can, dashboardPathFor } from "@mnx/domain";
import { Navigate } from "react-router";
import { DashboardWelcome } from "../../features/dashboard/dashboard-welcome";
import { QuickActions } from "../../features/dashboard/quick-actions";
import { useAuth } from "../../lib/auth/use-auth";
import { PeriodicWork } from "../periodic-inspections/periodic-work";
import { SystemStatus } from "./system-status";

/** /dashboard: roles with their own dashboard go there (replacing history); others see this one. */
export function DashboardScreen() {
  const { user, organization } = useAuth();
  const home = dashboardPathFor(user?.role);
  if (home !== "/dashboard") return <Navigate to={home} replace />;

  return (
    <div className="space-y-8">
      <DashboardWelcome user={user} organization={organization} />
      {/* The INSPECTOR's work: periodic inspections due, overdue and done (docs/decisions/046). */}
      {can(user?.role, "dashboard.inspector") ? <PeriodicWork /> : null}
      <QuickActions role={user?.role} />
      <SystemStatus />
    </div>
  );
}
