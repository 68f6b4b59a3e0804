import { ACCESS_DENIED, can, mechanicDashboardTitle } from "@mnx/domain";
import { AccessDenied } from "../../components/ui/access-denied";
import { useAuth } from "../auth/use-auth";
import { RoleDashboardPlaceholder } from "./role-dashboard-placeholder";

/** /mechanic-dashboard: mechanics and shop foremen only (part 1, 2). */
export function MechanicDashboardScreen() {
  const { user } = useAuth();
  if (!can(user?.role, "dashboard.mechanic"))
    return <AccessDenied message={ACCESS_DENIED.mechanicDashboard} />;
  return (
    <RoleDashboardPlaceholder
      title={mechanicDashboardTitle(user?.role)}
      summary="The work queue, equipment status and parts overview will appear here."
    />
  );
}
