import {
  formatDay,
  INSPECTION_KIND_LABELS,
  PERIODIC_DUE_STATE_LABELS,
  type PeriodicSchedule,
  periodicDueLabel,
  periodicIntervalLabel,
} from "@mnx/domain";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";

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
  const machine = `${schedule.equipment.equipmentNumber} · ${schedule.equipment.name}`;
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
        <Badge tone={STATE_TONES[schedule.dueState]}>{PERIODIC_DUE_STATE_LABELS[schedule.dueState]}</Badge>
      </div>
      <p className="text-sm">
        {INSPECTION_KIND_LABELS[schedule.kind]} ·{" "}
        {periodicIntervalLabel(schedule.intervalCount, schedule.intervalUnit)}
      </p>
      <p className="text-sm">
        Next due {formatDay(schedule.nextDueDate, { year: true })} (
        {periodicDueLabel(schedule.nextDueDate, today)})
      </p>
      <p className="text-sm text-ink-muted">
        Assigned to {schedule.assignee.firstName} {schedule.assignee.lastName}
        {schedule.lastDoneDate ? ` · last done ${formatDay(schedule.lastDoneDate, { year: true })}` : ""}
      </p>
      {schedule.templateVersionId ? null : (
        <p className="text-sm text-warning-ink">No checklist of this kind for this machine yet.</p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {onInspect && schedule.templateVersionId ? (
          <Button
            onClick={onInspect}
            aria-label={`Start ${schedule.title} of ${schedule.equipment.equipmentNumber}`}
          >
            Start Inspection
          </Button>
        ) : null}
        {onEdit ? (
          <Button
            variant="secondary"
            onClick={onEdit}
            aria-label={`Edit ${schedule.title} of ${schedule.equipment.equipmentNumber}`}
          >
            Edit
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
