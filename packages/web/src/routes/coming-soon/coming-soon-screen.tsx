import { can } from "@mnx/domain";
import { useLocation } from "react-router";
import { routeMetaFor } from "../../app/route-meta";
import { AccessDenied } from "../../components/ui/access-denied";
import { Card } from "../../components/ui/card";
import { useAuth } from "../../lib/auth/use-auth";

/** The later-issue routes: their title (and access rule) now, their screens in later issues. */
export function RoutePlaceholderScreen() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const meta = routeMetaFor(pathname);
  if (!meta) return null;
  if (meta.capability && meta.deniedText && !can(user?.role, meta.capability)) {
    return <AccessDenied message={meta.deniedText} />;
  }
  return (
    <Card>
      <h2 className="text-xl font-semibold">{meta.title(user?.role)}</h2>
      <p className="mt-1 text-ink-muted">This screen is coming in the next release.</p>
    </Card>
  );
}
