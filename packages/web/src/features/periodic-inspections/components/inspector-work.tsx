import { Trans, useLingui } from "@lingui/react/macro";
import type { PeriodicSchedule } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { DefectStatusBadge } from "../../../components/ui/defect-status-badge";
import { StatePanel } from "../../../components/ui/state-panel";
import { formatDateTime } from "../../../lib/format";
import { inspectorDashboardQuery } from "../api/periodic-queries";
import { ScheduleCard } from "./schedule-card";

function WorkSection({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title} <span className="text-ink-muted">({count})</span>
      </h2>
      {children}
    </section>
  );
}

const empty = (text: string) => <p className="text-sm text-ink-muted">{text}</p>;

/**
 * The inspector's work (docs/decisions/046): periodic inspections overdue and due (one's own; a manager sees
 * everyone's), those done in the last 30 days, and critical defects awaiting certification on machines.
 */
export function InspectorWork({ onInspect }: { onInspect: (schedule: PeriodicSchedule) => void }) {
  const { t } = useLingui();
  const query = useQuery(inspectorDashboardQuery());
  if (query.isPending) return <StatePanel kind="loading" title={t`Loading inspections...`} />;
  if (query.isError)
    return (
      <StatePanel
        kind="error"
        title={t`Inspections could not be loaded`}
        action={
          <Button variant="secondary" onClick={() => query.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        {query.error.message}
      </StatePanel>
    );
  const { overdue, due, recent, awaitingCertification, today, scope } = query.data;
  const failedCount = (failed: number) => t`${failed} failed`;
  const reportedOn = (reportedAt: string) => t`Reported ${reportedAt}`;
  const cards = (schedules: readonly PeriodicSchedule[]) => (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {schedules.map((schedule) => (
        <li key={schedule.id} className="flex">
          <ScheduleCard schedule={schedule} today={today} onInspect={() => onInspect(schedule)} />
        </li>
      ))}
    </ul>
  );
  return (
    <div className="space-y-8">
      <p className="text-sm text-ink-muted">
        {scope === "MINE" ? (
          <Trans>Periodic inspections assigned to you.</Trans>
        ) : (
          <Trans>Everyone's periodic inspections.</Trans>
        )}
      </p>
      <WorkSection title={t`Overdue`} count={overdue.length}>
        {overdue.length ? cards(overdue) : empty(t`Nothing overdue.`)}
      </WorkSection>
      <WorkSection title={t`Due`} count={due.length}>
        {due.length ? cards(due) : empty(t`Nothing due in the coming days.`)}
      </WorkSection>
      <WorkSection title={t`Done in the last 30 days`} count={recent.length}>
        {recent.length ? (
          <ul className="space-y-2">
            {recent.map((done) => (
              <li key={done.id}>
                <Card className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <div className="min-w-0">
                    <Link to={`/work-orders/${done.id}`} className="font-semibold text-accent-ink underline">
                      {done.title}
                    </Link>
                    <p className="text-sm text-ink-muted">
                      {formatDateTime(done.completedAt)}
                      {done.inspector ? ` · ${done.inspector.firstName} ${done.inspector.lastName}` : ""}
                    </p>
                  </div>
                  {done.itemsNeedingAttention > 0 ? (
                    <Badge tone="danger">{failedCount(done.itemsNeedingAttention)}</Badge>
                  ) : (
                    <Badge tone="success">
                      <Trans>All OK</Trans>
                    </Badge>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          empty(t`No periodic inspection done in the last 30 days.`)
        )}
      </WorkSection>
      <WorkSection title={t`Critical defects awaiting certification`} count={awaitingCertification.length}>
        {awaitingCertification.length ? (
          <ul className="space-y-2">
            {awaitingCertification.map((defect) => (
              <li key={defect.id}>
                <Card className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <div className="min-w-0">
                    <Link
                      to={`/equipment/${defect.equipment.id}`}
                      className="font-semibold text-accent-ink underline"
                    >
                      {defect.equipment.equipmentNumber} · {defect.equipment.name}
                    </Link>
                    <p className="text-sm">{defect.item}</p>
                    <p className="text-sm text-ink-muted">{reportedOn(formatDateTime(defect.reportedAt))}</p>
                  </div>
                  <DefectStatusBadge status={defect.status} />
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          empty(t`No machine is waiting for a certified repair.`)
        )}
      </WorkSection>
    </div>
  );
}
