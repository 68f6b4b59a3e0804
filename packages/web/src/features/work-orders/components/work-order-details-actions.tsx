import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { can, type WorkOrder, type WorkOrderStatus } from "@mnx/domain";
import { Button } from "../../../components/ui/button";

interface WorkOrderDetailsActionsProps {
  workOrder: WorkOrder;
  role: string | undefined;
  disabled: boolean;
  onAssign?: ((workOrder: WorkOrder) => void) | undefined;
  onWork?: ((workOrder: WorkOrder) => void) | undefined;
}

/** Orders a manager may (re)assign from the details: not yet started, or paused on hold. */
const ASSIGNABLE: readonly WorkOrderStatus[] = ["PENDING", "ON_HOLD", "ASSIGNED"];
/** The mechanic's next step, named as the work queue names it. */
const WORK_LABELS: Partial<Record<WorkOrderStatus, MessageDescriptor>> = {
  ASSIGNED: msg`Start Work`,
  IN_PROGRESS: msg`Continue Work`,
};

/** The details modal's way into Assign Mechanic and the Mechanic Work Order. */
export function WorkOrderDetailsActions({
  workOrder,
  role,
  disabled,
  onAssign,
  onWork,
}: WorkOrderDetailsActionsProps) {
  const { i18n } = useLinguiRuntime();
  const assign = onAssign && can(role, "workOrders.assign") && ASSIGNABLE.includes(workOrder.status);
  const workLabel = can(role, "workOrders.startComplete") ? WORK_LABELS[workOrder.status] : undefined;
  return (
    <>
      {assign ? (
        <Button variant="secondary" disabled={disabled} onClick={() => onAssign(workOrder)}>
          <Trans>Assign Mechanic</Trans>
        </Button>
      ) : null}
      {workLabel && onWork ? (
        <Button disabled={disabled} onClick={() => onWork(workOrder)}>
          {i18n._(workLabel)}
        </Button>
      ) : null}
    </>
  );
}
