import { ACCESS_DENIED, can } from "@mnx/domain";
import { AccessDenied } from "../../components/ui/access-denied";
import { useAuth } from "../../lib/auth/use-auth";
import { RoleDashboardPlaceholder } from "./role-dashboard-placeholder";

/** /field-supervisor-dashboard: field supervisors only (part 1, 2). */
export function FieldSupervisorDashboardScreen() {
  const { user } = useAuth();
  if (!can(user?.role, "dashboard.fieldSupervisor")) {
    return <AccessDenied message={ACCESS_DENIED.fieldSupervisorDashboard} />;
  }
  return (
    <RoleDashboardPlaceholder
      title="Field Supervisor Dashboard"
      summary="Equipment assignments, operators and daily inspection compliance will appear here."
    />
  );
}
