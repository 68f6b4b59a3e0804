import { Navigate, useLocation } from "react-router";

/** /equipment-assignments?equipment=&operator= opens /equipment/assignments with the same filter. */
export function LegacyAssignmentsRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/equipment/assignments${search}`} replace />;
}
