import { Trans, useLingui } from "@lingui/react/macro";
import { canCompleteWork, canStartWork, WORK_ORDER_MESSAGES } from "@mnx/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { SavedOfflineNotice } from "../../../components/ui/saved-offline-notice";
import { useAuth } from "../../../lib/auth/use-auth";
import { domainText } from "../../../lib/i18n/i18n";
import { useWorkOrderAction } from "../api/use-work-order-action";
import { useWorkOrderOnDevice } from "../api/use-work-order-on-device";
import { listedWorkOrder, workOrderDetailQuery } from "../api/work-order-queries";
import { MechanicCompleteWorkForm } from "./mechanic-complete-work-form";
import { MechanicCompletedBlock } from "./mechanic-completed-block";
import { MechanicStartWorkForm } from "./mechanic-start-work-form";
import { MechanicWorkOrderBody } from "./mechanic-work-order-body";
import { RefusedWriteNotices } from "./refused-write-notices";
import { WorkOrderDefectsSection } from "./work-order-defects-section";
import { WorkOrderHeaderBadges } from "./work-order-header-badges";
import { WorkOrderLoadState } from "./work-order-load-state";
import { WorkOrderNotice } from "./work-order-notice";
import { WorkOrderPartsAndLabour } from "./work-order-parts-and-labour";
import { WorkOrderPhotosSection } from "./work-order-photos-section";

export interface MechanicWorkOrderModalProps {
  workOrderId: string | null;
  onClose: () => void;
  onNotice?: (message: string) => void;
}

/** Mechanic Work Order (part 1, 2): the job, then Start Work or Complete Work; it stays open on the new state. */
export function MechanicWorkOrderModal({ workOrderId, ...props }: MechanicWorkOrderModalProps) {
  return workOrderId ? <MechanicWorkOrderDialog workOrderId={workOrderId} {...props} /> : null;
}

function MechanicWorkOrderDialog({
  workOrderId,
  onClose,
  onNotice,
}: MechanicWorkOrderModalProps & { workOrderId: string }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const client = useQueryClient();
  const query = useQuery(workOrderDetailQuery(workOrderId));
  // Each form makes its Idempotency-Key once per opening: a replayed Start or Complete does the work once.
  const start = useWorkOrderAction("start", workOrderId);
  const complete = useWorkOrderAction("complete", workOrderId);
  const [notice, setNotice] = useState<string | null>(null);
  const succeeded = (message: string) => {
    setNotice(message);
    onNotice?.(message);
  };
  // With the changes saved on this device and not sent yet (docs/decisions/011); without the job's own copy
  // (offline, never opened before), the list's: this view shows no history.
  const onDevice = useWorkOrderOnDevice(query.data ?? listedWorkOrder(client, workOrderId));
  const workOrder = onDevice?.workOrder;

  return (
    <Modal
      open
      onClose={onClose}
      title={workOrder?.title ?? t`Work Order`}
      description={t`Mechanic Work Order`}
      headerExtra={
        onDevice ? <WorkOrderHeaderBadges workOrder={onDevice.workOrder} waiting={onDevice.waiting} /> : null
      }
      size="lg"
      busy={start.isPending || complete.isPending}
      footer={
        <Button variant="secondary" onClick={onClose} disabled={start.isPending || complete.isPending}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      {workOrder ? (
        <div className="space-y-5">
          {notice ? <WorkOrderNotice key={notice} message={notice} /> : null}
          {start.isPaused || complete.isPaused ? (
            <SavedOfflineNotice what={start.isPaused ? t`Start Work` : t`Complete Work`} />
          ) : null}
          {onDevice ? (
            <RefusedWriteNotices
              refusals={onDevice.refusals}
              current={onDevice.saved.status}
              onDismiss={onDevice.dismiss}
            />
          ) : null}
          <MechanicWorkOrderBody workOrder={workOrder} />
          <WorkOrderDefectsSection defects={workOrder.defects} />
          <WorkOrderPartsAndLabour workOrder={workOrder} />
          <WorkOrderPhotosSection
            workOrder={workOrder}
            allowAdd={
              !canStartWork(workOrder.status, user?.role).ok &&
              !canCompleteWork(workOrder.status, user?.role).ok
            }
          />
          {canStartWork(workOrder.status, user?.role).ok ? (
            <MechanicStartWorkForm
              hourMeter={workOrder.equipment.hourMeter}
              pending={start.isPending}
              done={start.isSuccess || start.isPaused}
              onSave={async (values, options) => {
                await start.mutateAsync(values, options);
                succeeded(domainText(WORK_ORDER_MESSAGES.started));
              }}
            />
          ) : null}
          {canCompleteWork(workOrder.status, user?.role).ok ? (
            <MechanicCompleteWorkForm
              machineDown={workOrder.equipment.status === "DOWN_FOR_REPAIR"}
              pending={complete.isPending}
              done={complete.isSuccess || complete.isPaused}
              onSave={async (values, options) => {
                await complete.mutateAsync(values, options);
                succeeded(domainText(WORK_ORDER_MESSAGES.completed));
              }}
            />
          ) : null}
          {workOrder.status === "COMPLETED" ? <MechanicCompletedBlock workOrder={workOrder} /> : null}
        </div>
      ) : (
        <WorkOrderLoadState error={query.error} onRetry={() => void query.refetch()} />
      )}
    </Modal>
  );
}
