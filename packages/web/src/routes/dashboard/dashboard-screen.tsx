import { useLingui } from "@lingui/react/macro";
import { can, dashboardPathFor } from "@mnx/domain";
import { lazy, Suspense } from "react";
import { Navigate } from "react-router";
import { StatePanel } from "../../components/ui/state-panel";
import { DashboardWelcome } from "../../features/dashboard/dashboard-welcome";
import { QuickActions } from "../../features/dashboard/quick-actions";
import { useAuth } from "../../lib/auth/use-auth";
import { SystemStatus } from "./system-status";

// Only the INSPECTOR's dashboard shows the periodic inspections: the other roles' first visit does not load them.
const PeriodicWork = lazy(() =>
  import("../periodic-inspections/periodic-work").then((m) => ({ default: m.PeriodicWork })),
);

/** /dashboard: roles with their own dashboard go there (replacing history); others see this one. */
export function DashboardScreen() {
  const { user, organization } = useAuth();
  const { t } = useLingui();
  const home = dashboardPathFor(user?.role);
  if (home !== "/dashboard") return <Navigate to={home} replace />;

  return (
    <div className="space-y-8">
      <DashboardWelcome user={user} organization={organization} />
      {/* The INSPECTOR's work: periodic inspections due, overdue and done (docs/decisions/046). */}
      {can(user?.role, "dashboard.inspector") ? (
        <Suspense fallback={<StatePanel kind="loading" title={t`Loading inspections...`} />}>
          <PeriodicWork />
        </Suspense>
      ) : null}
      <QuickActions role={user?.role} />
      <SystemStatus />
    </div>
  );
}
