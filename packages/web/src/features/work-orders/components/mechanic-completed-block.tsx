import { Trans } from "@lingui/react/macro";
import type { WorkOrder } from "@mnx/domain";
import { WorkOrderCompletionNotes } from "./work-order-completion-notes";

/** 'Work Order Completed' with the completion notes (part 1, 2 "Mechanic Work Order"). */
export function MechanicCompletedBlock({ workOrder }: { workOrder: WorkOrder }) {
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2 rounded-lg border border-success-line bg-success-soft px-4 py-3 text-success-ink">
        <svg className="size-5 shrink-0" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path
            d="m5 12.5 4.5 4.5L19 7.5"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p className="font-semibold">
          <Trans>Work Order Completed</Trans>
        </p>
      </div>
      <WorkOrderCompletionNotes workOrder={workOrder} showEmpty />
    </div>
  );
}
