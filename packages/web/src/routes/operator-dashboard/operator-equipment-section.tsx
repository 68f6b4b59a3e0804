import { Trans, useLingui } from "@lingui/react/macro";
import { type Assignment, type Equipment, OPERATOR_DASHBOARD_EQUIPMENT_SHOWN } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { StatePanel } from "../../components/ui/state-panel";
import type { AssignmentListPage } from "../../features/assignments/api/assignment-queries";
import { OperatorEquipmentCard } from "./operator-equipment-card";

interface OperatorEquipmentSectionProps {
  assignments: UseQueryResult<AssignmentListPage>;
  machinesById: ReadonlyMap<string, Equipment>;
  onView: (equipmentId: string) => void;
  onReportIssue: (machine: Equipment | null) => void;
}

/** 'My Equipment': the first 4 active assignments' machines (part 1, 2). */
export function OperatorEquipmentSection({
  assignments,
  machinesById,
  onView,
  onReportIssue,
}: OperatorEquipmentSectionProps) {
  const { t } = useLingui();
  const shown: Assignment[] = (assignments.data?.assignments ?? []).slice(
    0,
    OPERATOR_DASHBOARD_EQUIPMENT_SHOWN,
  );
  return (
    <section aria-labelledby="operator-equipment-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="operator-equipment-heading" className="text-lg font-semibold">
          <Trans>My Equipment</Trans>
        </h2>
        <Link
          to="/equipment/assignments"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-accent-ink hover:underline"
        >
          <Trans>
            View all<span className="sr-only"> assignments</span>
          </Trans>
        </Link>
      </div>
      {assignments.isPending ? (
        <StatePanel kind="loading" title={t`Loading equipment...`} />
      ) : assignments.isError && !assignments.data ? (
        <StatePanel
          kind="error"
          title={t`Unable to load your equipment`}
          action={
            <Button variant="secondary" onClick={() => void assignments.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          }
        >
          {assignments.error.message}
        </StatePanel>
      ) : shown.length === 0 ? (
        <StatePanel kind="empty" title={t`No Equipment Assigned`}>
          <Trans>You have no active equipment assignments. Check with your supervisor.</Trans>
        </StatePanel>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {shown.map((assignment) => (
            <li key={assignment.id}>
              <OperatorEquipmentCard
                assignment={assignment}
                machine={machinesById.get(assignment.equipmentId)}
                onView={onView}
                onReportIssue={onReportIssue}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
