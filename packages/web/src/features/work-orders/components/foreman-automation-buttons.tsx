import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { AssignInspectionsButton } from "./assign-inspections-button";

/**
 * The shop foreman's automation (part 1, 2): 'Create N Maintenance Orders' while maintenance is due and
 * 'Assign N Daily Inspections' while inspections are needed. Render it for foremen only: the API forbids the
 * counts to mechanics.
 */
export function ForemanAutomationButtons({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const { t } = useLingui();
  const due = useQuery(maintenanceDueQuery());
  const inspections = useQuery(dailyInspectionCountsQuery());
  const createMaintenance = useCreateDueMaintenance();
  const assigner = useAssignDailyInspections();
  const dueCount = due.data?.dueMaintenanceCount ?? 0;
  const neededCount = inspections.data?.inspectionsNeeded ?? 0;
  // Until the counts first answer, a button-sized space: a button arriving a moment after the page moved the
  // whole dashboard below the header down a row (a layout shift of 0.09 on a phone, issue 25).
  if (due.isLoading || inspections.isLoading)
    return <span aria-hidden="true" className="inline-block min-h-11 w-64 rounded-lg bg-surface-muted" />;

  return (
    <>
      {dueCount > 0 ? (
        <Button
          variant="secondary"
          busy={createMaintenance.isPending}
          onClick={() =>
            createMaintenance.mutate(undefined, {
              onSuccess: (answer) =>
                onNotice({
                  tone: "success",
                  message: plural(answer.data.created, {
                    one: "Created # maintenance order",
                    other: "Created # maintenance orders",
                  }),
                }),
              onError: (error) =>
                onNotice({
                  tone: "error",
                  // Used only when a failure carries no message of its own (the spec words none).
                  message: errorMessage(error, t`Failed to create maintenance orders. Please try again.`),
                }),
            })
          }
        >
          <Trans>Create {dueCount} Maintenance Orders</Trans>
        </Button>
      ) : null}
      <AssignInspectionsButton
        assigner={assigner}
        count={neededCount}
        label={t`Assign ${neededCount} Daily Inspections`}
        onNotice={onNotice}
      />
    </>
  );
}
