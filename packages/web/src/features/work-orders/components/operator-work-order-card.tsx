import { Trans, useLingui } from "@lingui/react/macro";
import { WORK_ORDER_MESSAGES, type WorkOrder } from "@mnx/domain";
import { useId, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/error-message";
import { domainText } from "../../../lib/i18n/i18n";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { useWorkOrderAction } from "../api/use-work-order-action";
import { useWorkOrderOnDevice } from "../api/use-work-order-on-device";
import { RefusedWriteNotices } from "./refused-write-notices";
import { WorkOrderCardHeading } from "./work-order-card-heading";
import { dueText } from "./work-order-display";

interface OperatorWorkOrderCardProps {
  workOrder: WorkOrder;
  onView: (workOrderId: string) => void;
  /** Start Work on a daily inspection opens the Daily Equipment Inspection. */
  onInspect: (workOrder: WorkOrder) => void;
}

/** One of the operator's open work orders: View Details, and Start Work while ASSIGNED (part 1, 2). */
export function OperatorWorkOrderCard({ workOrder: cached, onView, onInspect }: OperatorWorkOrderCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const onDevice = useWorkOrderOnDevice(cached);
  const { workOrder } = onDevice;
  const [idempotencyKey] = useState(newIdempotencyKey);
  // A Start Work that waited and was refused shows as the card's refusal notice, once.
  const refusedHere = onDevice.refusals.some((refusal) => refusal.write.idempotencyKey === idempotencyKey);
  const start = useWorkOrderAction("update", workOrder.id);
  const due = dueText(workOrder.dueDate ?? workOrder.scheduledStart);
  const named = (verb: string) => (
    <>
      {verb}
      <span className="sr-only"> {workOrder.title}</span>
    </>
  );
  const startWork = () => {
    if (workOrder.workOrderType === "INSPECTION") onInspect(workOrder);
    else start.mutate({ status: "IN_PROGRESS" }, { idempotencyKey });
  };
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
    >
      <WorkOrderCardHeading id={titleId} workOrder={workOrder} waiting={onDevice.waiting} />
      <p className="text-sm text-ink-muted">
        {workOrder.equipment.equipmentNumber} · {workOrder.equipment.name}
        {due ? ` · ${t`Due ${due}`}` : ""}
      </p>
      {start.isPaused ? (
        <p role="status" className="text-sm font-medium text-info-ink">
          <Trans>Saved on this device; Start Work will be sent when you are back online.</Trans>
        </p>
      ) : null}
      {start.isError && !refusedHere ? (
        <Alert tone="error">{errorMessage(start.error, domainText(WORK_ORDER_MESSAGES.startFailed))}</Alert>
      ) : null}
      <RefusedWriteNotices
        refusals={onDevice.refusals}
        current={cached.status}
        onDismiss={onDevice.dismiss}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => onView(workOrder.id)}>
          {named(t`View Details`)}
        </Button>
        {workOrder.status === "ASSIGNED" ? (
          <Button
            className="flex-1 sm:flex-none"
            busy={start.isPending}
            disabled={start.isPaused}
            onClick={startWork}
          >
            {named(t`Start Work`)}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
