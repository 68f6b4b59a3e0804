import { Trans } from "@lingui/react/macro";
import { ActionIcon } from "../../components/ui/action-icon";
import { Button } from "../../components/ui/button";
import { WelcomeLine } from "../../features/dashboard/welcome-line";

/** The welcome line and the 'Report Issue' action (escalate to the shop foreman). */
export function OperatorDashboardHeader({
  firstName,
  onReportIssue,
}: {
  firstName: string | undefined;
  onReportIssue: () => void;
}) {
  return (
    <section
      aria-labelledby="operator-welcome-heading"
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <div className="min-w-0 space-y-1">
        <h2 id="operator-welcome-heading" className="text-2xl font-bold tracking-tight">
          <WelcomeLine firstName={firstName} />
        </h2>
        <p className="text-ink-muted">
          <Trans>Your equipment, today's checklist and your work orders.</Trans>
        </p>
      </div>
      <Button variant="danger" size="lg" onClick={onReportIssue}>
        <ActionIcon name="warning" />
        <Trans>Report Issue</Trans>
      </Button>
    </section>
  );
}
