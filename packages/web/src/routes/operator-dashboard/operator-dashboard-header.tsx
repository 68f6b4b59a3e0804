import { welcomeLine } from "@mnx/domain";
import { ActionIcon } from "../../components/ui/action-icon";
import { Button } from "../../components/ui/button";

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
          {welcomeLine(firstName)}
        </h2>
        <p className="text-ink-muted">Your equipment, today's checklist and your work orders.</p>
      </div>
      <Button variant="danger" size="lg" onClick={onReportIssue}>
        <ActionIcon name="warning" />
        Report Issue
      </Button>
    </section>
  );
}
