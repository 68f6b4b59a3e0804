import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  INSPECTION_KIND_LABELS,
  PERIODIC_DUE_STATE_LABELS,
  type PeriodicIntervalUnit,
  type PeriodicSchedule,
} from "@mnx/domain";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { formatDay } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";

const DAY_MS = 86_400_000;

const STATE_TONES: Record<PeriodicSchedule["dueState"], BadgeTone> = {
  SCHEDULED: "neutral",
  DUE: "warning",
  OVERDUE: "danger",
};

interface ScheduleCardProps {
  schedule: PeriodicSchedule;
  today: string;
  /** Start Inspection (the assignee, a manager). */
  onInspect?: () => void;
  /** Edit Schedule (a manager). */
  onEdit?: () => void;
}

/** One periodic inspection schedule: the machine, the kind, when it is due and who does it. */
export function ScheduleCard({ schedule, today, onInspect, onEdit }: ScheduleCardProps) {
  const { t } = useLingui();
  const machine = `${schedule.equipment.equipmentNumber} · ${schedule.equipment.name}`;
  // The domain's periodicIntervalLabel and periodicDueLabel, worded in the language shown.
  const interval = (count: number, unit: PeriodicIntervalUnit) =>
    unit === "DAYS"
      ? t`${plural(count, { one: "Every day", other: "Every # days" })}`
      : t`${plural(count, { one: "Every month", other: "Every # months" })}`;
  const dueLabel = (nextDueDate: string) => {
    const left = Math.round((Date.parse(nextDueDate) - Date.parse(today)) / DAY_MS);
    if (left > 0) return t`${plural(left, { one: "Due in # day", other: "Due in # days" })}`;
    const late = -left;
    return left === 0 ? t`Due today` : t`${plural(late, { one: "# day overdue", other: "# days overdue" })}`;
  };
  const nextDue = formatDay(schedule.nextDueDate, { year: true });
  const due = dueLabel(schedule.nextDueDate);
  const assignee = `${schedule.assignee.firstName} ${schedule.assignee.lastName}`;
  const lastDone = schedule.lastDoneDate ? formatDay(schedule.lastDoneDate, { year: true }) : null;
  const title = schedule.title;
  const number = schedule.equipment.equipmentNumber;
  return (
    <Card className="flex w-full flex-col gap-2 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words">{schedule.title}</h3>
          <p className="text-sm">
            <Link
              to={`/equipment/${schedule.equipment.id}`}
              className="font-medium text-accent-ink underline"
            >
              {machine}
            </Link>
          </p>
        </div>
        <Badge tone={STATE_TONES[schedule.dueState]}>
          {domainText(PERIODIC_DUE_STATE_LABELS[schedule.dueState])}
        </Badge>
      </div>
      <p className="text-sm">
        {domainText(INSPECTION_KIND_LABELS[schedule.kind])} ·{" "}
        {interval(schedule.intervalCount, schedule.intervalUnit)}
      </p>
      <p className="text-sm">
        <Trans>
          Next due {nextDue} ({due})
        </Trans>
      </p>
      <p className="text-sm text-ink-muted">
        {lastDone ? (
          <Trans>
            Assigned to {assignee} · last done {lastDone}
          </Trans>
        ) : (
          <Trans>Assigned to {assignee}</Trans>
        )}
      </p>
      {schedule.templateVersionId ? null : (
        <p className="text-sm text-warning-ink">
          <Trans>No checklist of this kind for this machine yet.</Trans>
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {onInspect && schedule.templateVersionId ? (
          <Button onClick={onInspect} aria-label={t`Start ${title} of ${number}`}>
            <Trans>Start Inspection</Trans>
          </Button>
        ) : null}
        {onEdit ? (
          <Button variant="secondary" onClick={onEdit} aria-label={t`Edit ${title} of ${number}`}>
            <Trans>Edit</Trans>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
