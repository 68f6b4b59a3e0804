import { ACCESS_DENIED, can } from "@mnx/domain";
import { AccessDenied } from "../../components/ui/access-denied";
import { useAuth } from "../auth/use-auth";
import { RoleDashboardPlaceholder } from "./role-dashboard-placeholder";

/** /operator-dashboard: operators only (part 1, 2). */
export function OperatorDashboardScreen() {
  const { user } = useAuth();
  if (!can(user?.role, "dashboard.operator"))
    return <AccessDenied message={ACCESS_DENIED.operatorDashboard} />;
  return (
    <RoleDashboardPlaceholder
      title="Operator Dashboard"
      summary="Your assigned equipment, open work orders and today's daily checklist will appear here."
    />
  );
}
