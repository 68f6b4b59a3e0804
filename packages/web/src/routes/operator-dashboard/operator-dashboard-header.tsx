import { welcomeLine } from "@mnx/domain";
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
        <svg className="size-5" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path
            d="M12 9v4m0 3.5h.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Report Issue
      </Button>
    </section>
  );
}
