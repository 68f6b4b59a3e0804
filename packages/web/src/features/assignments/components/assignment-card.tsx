import { Trans, useLingui } from "@lingui/react/macro";
import type { Assignment } from "@mnx/domain";
import { AssignmentStatusBadge } from "../../../components/ui/assignment-status-badge";
import { Button } from "../../../components/ui/button";
import { MachineCard } from "../../../components/ui/machine-card";
import { UnsafeToOperate } from "../../../components/ui/unsafe-to-operate";
import { formatDate, formatDateTime } from "../../../lib/format";

interface AssignmentCardProps {
  assignment: Assignment;
  onView: (assignment: Assignment) => void;
  /** Given only to roles with assignments.end; shown on ACTIVE assignments. */
  onEnd?: ((assignment: Assignment) => void) | undefined;
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** An assignment card (part 2, 2.4): machine, status, operator, job site, dates, notes, created date. */
export function AssignmentCard({ assignment, onView, onEnd }: AssignmentCardProps) {
  const { t } = useLingui();
  const { equipment, operator } = assignment;
  const created = formatDate(assignment.createdAt);
  const subject = `${equipment.equipmentNumber} ${equipment.name}`;
  return (
    <MachineCard
      equipmentNumber={equipment.equipmentNumber}
      name={equipment.name}
      badge={<AssignmentStatusBadge status={assignment.status} />}
    >
      <UnsafeToOperate machine={equipment} layout="card" />
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2">
        <Fact label={t`Operator`}>{`${operator.firstName} ${operator.lastName}`}</Fact>
        <Fact label={t`Job site`}>{assignment.jobSite}</Fact>
        <Fact label={t`Start`}>{formatDateTime(assignment.startDate)}</Fact>
        <Fact label={assignment.status === "ACTIVE" ? t`Planned end` : t`End`}>
          {assignment.endDate ? formatDateTime(assignment.endDate) : t`Ongoing`}
        </Fact>
      </dl>
      {assignment.notes ? (
        <p className="mt-3 line-clamp-3 text-sm text-ink-muted">{assignment.notes}</p>
      ) : null}
      <p className="mt-2 text-xs text-ink-muted">
        <Trans>Created {created}</Trans>
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button variant="secondary" className="grow whitespace-nowrap" onClick={() => onView(assignment)}>
          <Trans>
            View<span className="sr-only"> {subject}</span>
          </Trans>
        </Button>
        {onEnd && assignment.status === "ACTIVE" ? (
          <Button variant="danger" className="grow whitespace-nowrap" onClick={() => onEnd(assignment)}>
            <Trans>
              End Assignment<span className="sr-only"> {subject}</span>
            </Trans>
          </Button>
        ) : null}
      </div>
    </MachineCard>
  );
}
