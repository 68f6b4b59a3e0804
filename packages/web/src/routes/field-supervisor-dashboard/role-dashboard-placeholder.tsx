import { welcomeLine } from "@mnx/domain";
import { Card } from "../../components/ui/card";
import { useAuth } from "../../lib/auth/use-auth";

interface RoleDashboardPlaceholderProps {
  title: string;
  summary: string;
}

/** The page title and what the dashboard will hold; the content arrives in later issues. */
export function RoleDashboardPlaceholder({ title, summary }: RoleDashboardPlaceholderProps) {
  const { user } = useAuth();
  return (
    <div className="space-y-6">
      <section aria-labelledby="role-dashboard-heading" className="space-y-1">
        <h2 id="role-dashboard-heading" className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="text-ink-muted">{welcomeLine(user?.firstName)}</p>
      </section>
      <Card>
        <p>{summary}</p>
      </Card>
    </div>
  );
}
