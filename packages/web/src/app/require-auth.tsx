import { Navigate, Outlet } from "react-router";
import { LoadingScreen } from "../components/ui/loading-screen";
import { useAuth } from "../lib/auth/use-auth";

/** Every route but /login, /auth/callback and the legal pages needs sign-in (part 1, 2). */
export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return <Outlet />;
}
