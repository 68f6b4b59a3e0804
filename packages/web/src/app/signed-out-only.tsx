import { Navigate, Outlet } from "react-router";
import { LoadingScreen } from "../components/ui/loading-screen";
import { useAuth } from "../lib/auth/use-auth";

/** /login sends a signed-in user to / (part 1, 2). */
export function SignedOutOnly() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (isAuthenticated) return <Navigate to="/" replace />;
  return <Outlet />;
}
