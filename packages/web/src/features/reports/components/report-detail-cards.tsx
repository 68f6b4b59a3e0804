import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { REPORT_CARDS, type Report, TASKS_COMPLETED_LABEL } from "@mnx/domain";
import { useId } from "react";
import { Card } from "../../../components/ui/card";
import { formatNumber } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";

type CardKey = keyof typeof REPORT_CARDS;

const NOTES: Record<CardKey, MessageDescriptor> = {
  workOrders: msg`Opened in the period, by their status now; overdue: still open and past due.`,
  equipment: msg`The fleet as it stands, retired machines aside; warning includes maintenance due within 7 days.`,
  team: msg`Mechanics and shop foremen; active today: signed in within 24 hours.`,
};

function DetailCard({ card, values, footer }: { card: CardKey; values: object; footer?: string }) {
  const { title, figures } = REPORT_CARDS[card];
  const value = (key: string) => {
    const figure = (values as Record<string, number | null | undefined>)[key];
    return figure === null || figure === undefined ? "—" : formatNumber(figure);
  };
  const headingId = useId();
  const { i18n } = useLingui();
  return (
    <Card className="flex flex-col gap-3" role="region" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold">
        {domainText(title)}
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        {figures.map(({ key, label }) => (
          <div key={key}>
            <dt className="text-sm text-ink-muted">{domainText(label)}</dt>
            <dd className="text-xl font-bold">{value(key)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-auto text-xs text-ink-muted">
        {i18n._(NOTES[card])}
        {footer ? ` ${footer}` : null}
      </p>
    </Card>
  );
}

/** Work order status, equipment status and team performance (part 2, 2.9). */
export function ReportDetailCards({ report }: { report: Report }) {
  const { t } = useLingui();
  const tasksCompleted = domainText(TASKS_COMPLETED_LABEL);
  const completedTasks = formatNumber(report.team.completedTasks);
  return (
    <section aria-label={t`Details`} className="grid gap-3 md:grid-cols-3">
      <DetailCard card="workOrders" values={report.workOrders} />
      <DetailCard card="equipment" values={report.equipment} />
      <DetailCard card="team" values={report.team} footer={t`${tasksCompleted}: ${completedTasks}.`} />
    </section>
  );
}
