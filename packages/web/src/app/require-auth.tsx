import { type ReactNode, Suspense, use } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { LoadingScreen } from "../components/ui/loading-screen";
import { returnPathState } from "../lib/auth/return-path";
import { useAuth } from "../lib/auth/use-auth";
import { currentLocale, screensCatalog } from "../lib/i18n/i18n";

/** The signed-in screens' texts in the language shown: downloaded since the start, waited for here. */
function WithScreensCatalog({ children }: { children: ReactNode }) {
  const loading = screensCatalog(currentLocale());
  if (loading) use(loading);
  return children;
}

/**
 * Every route but /login, /auth/callback and the legal pages needs sign-in (part 1, 2). The page asked for
 * goes along to /login, so sign-in can come back to it (a machine's label opened by a phone's camera app).
 */
export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuth();
  const { pathname, search } = useLocation();
  if (isLoading) return <LoadingScreen />;
  if (!isAuthenticated)
    return <Navigate to="/login" replace state={returnPathState(`${pathname}${search}`)} />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <WithScreensCatalog>
        <Outlet />
      </WithScreensCatalog>
    </Suspense>
  );
}
