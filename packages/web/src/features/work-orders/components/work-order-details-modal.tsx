import { Trans, useLingui } from "@lingui/react/macro";
import {
  can,
  canTransition,
  type StatusChange,
  statusOptionsForRole,
  WORK_ORDER_MESSAGES,
  type WorkOrder,
} from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { SavedOfflineNotice } from "../../../components/ui/saved-offline-notice";
import { useAuth } from "../../../lib/auth/use-auth";
import { domainText } from "../../../lib/i18n/i18n";
import { useWorkOrderAction } from "../api/use-work-order-action";
import { useWorkOrderOnDevice } from "../api/use-work-order-on-device";
import { workOrderDetailQuery } from "../api/work-order-queries";
import { RefusedWriteNotices } from "./refused-write-notices";
import { WorkOrderDefectsSection } from "./work-order-defects-section";
import { WorkOrderDetailsActions } from "./work-order-details-actions";
import { WorkOrderDetailsBody } from "./work-order-details-body";
import { enumText } from "./work-order-display";
import { WorkOrderHeaderBadges } from "./work-order-header-badges";
import { WorkOrderHistory } from "./work-order-history";
import { WorkOrderLoadState } from "./work-order-load-state";
import { WorkOrderNotice } from "./work-order-notice";
import { WorkOrderPartsAndLabour } from "./work-order-parts-and-labour";
import { WorkOrderPhotosSection } from "./work-order-photos-section";
import { WorkOrderStatusForm } from "./work-order-status-form";

export interface WorkOrderDetailsModalProps {
  workOrderId: string | null;
  onClose: () => void;
  onAssign?: (workOrder: WorkOrder) => void;
  onWork?: (workOrder: WorkOrder) => void;
  onNotice?: (message: string) => void;
}

/** Work Order Details with its status update form and history (part 1, 2 "Modals"; DECISIONS.md). */
export function WorkOrderDetailsModal({ workOrderId, ...props }: WorkOrderDetailsModalProps) {
  return workOrderId ? <WorkOrderDetailsDialog workOrderId={workOrderId} {...props} /> : null;
}

function WorkOrderDetailsDialog({
  workOrderId,
  onClose,
  onAssign,
  onWork,
  onNotice,
}: WorkOrderDetailsModalProps & { workOrderId: string }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const query = useQuery(workOrderDetailQuery(workOrderId));
  // The modal stays open after a change: the status form is mounted again (key), with a new Idempotency-Key.
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const update = useWorkOrderAction("update", workOrderId);
  // With the changes saved on this device and not sent yet (docs/decisions/011).
  const onDevice = useWorkOrderOnDevice(query.data);
  const workOrder = onDevice?.workOrder;

  // The state machine's answer at once (and never a doomed change queued offline); the server checks again.
  const refusal = (values: StatusChange) => {
    setNotice(null);
    const check = workOrder ? canTransition(workOrder.status, values.status, user?.role) : null;
    return check && !check.ok ? domainText(check.message) : null;
  };
  const changeStatus = async (values: StatusChange, options: { idempotencyKey: string }) => {
    const updated = await update.mutateAsync(values, options);
    setRound((count) => count + 1);
    const status = enumText(updated.status);
    setNotice(t`Status updated to ${status}.`);
    onNotice?.(domainText(WORK_ORDER_MESSAGES.updated));
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={workOrder?.title ?? t`Work Order Details`}
      description={workOrder ? t`Work Order Details` : undefined}
      headerExtra={
        onDevice ? <WorkOrderHeaderBadges workOrder={onDevice.workOrder} waiting={onDevice.waiting} /> : null
      }
      size="lg"
      busy={update.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            <Trans>Close</Trans>
          </Button>
          {workOrder ? (
            <WorkOrderDetailsActions
              workOrder={workOrder}
              role={user?.role}
              disabled={update.isPending}
              onAssign={onAssign}
              onWork={onWork}
            />
          ) : null}
        </>
      }
    >
      {workOrder ? (
        <div className="space-y-5">
          {notice ? <WorkOrderNotice key={`${round}`} message={notice} /> : null}
          {update.isPaused ? <SavedOfflineNotice what={t`This status change`} /> : null}
          {onDevice ? (
            <RefusedWriteNotices
              refusals={onDevice.refusals}
              current={onDevice.saved.status}
              onDismiss={onDevice.dismiss}
            />
          ) : null}
          <WorkOrderDetailsBody workOrder={workOrder} />
          <WorkOrderDefectsSection defects={workOrder.defects} />
          <WorkOrderPartsAndLabour workOrder={workOrder} />
          {can(user?.role, "workOrders.updateStatus") ? (
            <WorkOrderStatusForm
              key={round}
              current={workOrder.status}
              // The statuses the spec offers the role (part 1, 4); a move the state machine refuses says why.
              options={statusOptionsForRole(user?.role).filter((status) => status !== workOrder.status)}
              pending={update.isPending}
              refusal={refusal}
              onSave={changeStatus}
            />
          ) : null}
          <WorkOrderPhotosSection workOrder={workOrder} />
          <WorkOrderHistory history={workOrder.history} photos={workOrder.photos} />
        </div>
      ) : (
        <WorkOrderLoadState error={query.error} onRetry={() => void query.refetch()} />
      )}
    </Modal>
  );
}
