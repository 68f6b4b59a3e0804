import { REPORT_CARDS, type Report, TASKS_COMPLETED_LABEL } from "@mnx/domain";
import { useId } from "react";
import { Card } from "../../../components/ui/card";

type CardKey = keyof typeof REPORT_CARDS;

const NOTES: Record<CardKey, string> = {
  workOrders: "Opened in the period, by their status now; overdue: still open and past due.",
  equipment:
    "The fleet as it stands, retired machines aside; warning includes maintenance due within 7 days.",
  team: "Mechanics and shop foremen; active today: signed in within 24 hours.",
};

function DetailCard({ card, values, footer }: { card: CardKey; values: object; footer?: string }) {
  const { title, figures } = REPORT_CARDS[card];
  const value = (key: string) => (values as Record<string, number | null>)[key];
  const headingId = useId();
  return (
    <Card className="flex flex-col gap-3" role="region" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        {figures.map(({ key, label }) => (
          <div key={key}>
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="text-xl font-bold">{value(key) ?? "—"}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-auto text-xs text-ink-muted">
        {NOTES[card]}
        {footer ? ` ${footer}` : null}
      </p>
    </Card>
  );
}

/** Work order status, equipment status and team performance (part 2, 2.9). */
export function ReportDetailCards({ report }: { report: Report }) {
  return (
    <section aria-label="Details" className="grid gap-3 md:grid-cols-3">
      <DetailCard card="workOrders" values={report.workOrders} />
      <DetailCard card="equipment" values={report.equipment} />
      <DetailCard
        card="team"
        values={report.team}
        footer={`${TASKS_COMPLETED_LABEL}: ${report.team.completedTasks}.`}
      />
    </section>
  );
}
