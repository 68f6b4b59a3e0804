import { inspectionsAssignedMessage, maintenanceOrdersCreatedMessage } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button";
import type { Notice } from "../../../components/ui/page-notice";
import { errorMessage } from "../../../lib/error-message";
import {
  dailyInspectionCountsQuery,
  maintenanceDueQuery,
  useAssignDailyInspections,
  useCreateDueMaintenance,
} from "../api/automation-queries";

/** Used only when a failure carries no message of its own (the spec words none for these). */
const FAILURES = {
  maintenance: "Failed to create maintenance orders. Please try again.",
  inspections: "Failed to assign daily inspections. Please try again.",
};

/**
 * The shop foreman's automation (part 1, 2): 'Create N Maintenance Orders' while maintenance is due and
 * 'Assign N Daily Inspections' while inspections are needed. Render it for foremen only: the API forbids the
 * counts to mechanics.
 */
export function ForemanAutomationButtons({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const due = useQuery(maintenanceDueQuery());
  const inspections = useQuery(dailyInspectionCountsQuery());
  const createMaintenance = useCreateDueMaintenance();
  const assignInspections = useAssignDailyInspections();
  const dueCount = due.data?.dueMaintenanceCount ?? 0;
  const neededCount = inspections.data?.inspectionsNeeded ?? 0;

  const fail = (fallback: string) => (error: unknown) =>
    onNotice({ tone: "error", message: errorMessage(error, fallback) });

  return (
    <>
      {dueCount > 0 ? (
        <Button
          variant="secondary"
          busy={createMaintenance.isPending}
          onClick={() =>
            createMaintenance.mutate(undefined, {
              onSuccess: (answer) =>
                onNotice({ tone: "success", message: maintenanceOrdersCreatedMessage(answer.data.created) }),
              onError: fail(FAILURES.maintenance),
            })
          }
        >
          Create {dueCount} Maintenance Orders
        </Button>
      ) : null}
      {neededCount > 0 ? (
        <Button
          variant="secondary"
          busy={assignInspections.isPending}
          onClick={() =>
            assignInspections.mutate(undefined, {
              onSuccess: (answer) =>
                onNotice({ tone: "success", message: inspectionsAssignedMessage(answer.data.created) }),
              onError: fail(FAILURES.inspections),
            })
          }
        >
          Assign {neededCount} Daily Inspections
        </Button>
      ) : null}
    </>
  );
}
