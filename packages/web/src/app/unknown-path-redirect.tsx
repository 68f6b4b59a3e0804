import { Navigate } from "react-router";
import { LoadingScreen } from "../components/ui/loading-screen";
import { useAuth } from "../lib/auth/use-auth";

/** Any unknown path: /dashboard when signed in, otherwise /login (part 1, 2). */
export function UnknownPathRedirect() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  return <Navigate to={isAuthenticated ? "/dashboard" : "/login"} replace />;
}
