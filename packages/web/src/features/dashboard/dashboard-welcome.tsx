import { type Organization, roleLabel, roleSubtitle, type User } from "@mnx/domain";
import { Badge } from "../../components/ui/badge";
import { domainText } from "../../lib/i18n/i18n";
import { WelcomeLine } from "./welcome-line";

interface DashboardWelcomeProps {
  user: User | null;
  organization: Organization | null;
}

/** 'Welcome back, {first name or User}!', the role subtitle and the role badge. */
export function DashboardWelcome({ user, organization }: DashboardWelcomeProps) {
  return (
    <section aria-labelledby="welcome-heading" className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id="welcome-heading" className="text-2xl font-bold tracking-tight">
          <WelcomeLine firstName={user?.firstName} />
        </h2>
        {user ? <Badge tone="accent">{domainText(roleLabel(user.role))}</Badge> : null}
      </div>
      <p className="text-ink-muted">{domainText(roleSubtitle(user?.role))}</p>
      {organization ? <p className="text-sm text-ink-muted">{organization.name}</p> : null}
    </section>
  );
}
