import { Trans, useLingui } from "@lingui/react/macro";
import type { WorkOrder } from "@mnx/domain";
import { WorkOrderInspectionResults } from "./work-order-inspection-results";
import { WorkOrderSection } from "./work-order-section";

interface WorkOrderCompletionNotesProps {
  workOrder: Pick<WorkOrder, "id" | "workOrderType" | "completionNotes">;
  /** Says so when there are none (the completed block); otherwise nothing is shown. */
  showEmpty?: boolean;
}

/** Completion notes; an INSPECTION's hold its result as JSON, shown as a summary and items instead. */
export function WorkOrderCompletionNotes({ workOrder, showEmpty = false }: WorkOrderCompletionNotesProps) {
  const { t } = useLingui();
  const notes = workOrder.completionNotes?.trim() ?? "";
  if (workOrder.workOrderType === "INSPECTION" && notes)
    return <WorkOrderInspectionResults text={notes} inspectionId={workOrder.id} />;
  if (!notes && !showEmpty) return null;
  return (
    <WorkOrderSection title={t`Completion Notes`}>
      {notes ? (
        <p className="text-sm break-words whitespace-pre-line text-ink">{notes}</p>
      ) : (
        <p className="text-sm text-ink-muted">
          <Trans>No completion notes were recorded.</Trans>
        </p>
      )}
    </WorkOrderSection>
  );
}
