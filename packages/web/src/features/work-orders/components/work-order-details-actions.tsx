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
const WORK_LABELS: Partial<Record<WorkOrderStatus, string>> = {
  ASSIGNED: "Start Work",
  IN_PROGRESS: "Continue Work",
};

/** The details modal's way into Assign Mechanic and the Mechanic Work Order. */
export function WorkOrderDetailsActions({
  workOrder,
  role,
  disabled,
  onAssign,
  onWork,
}: WorkOrderDetailsActionsProps) {
  const assign = onAssign && can(role, "workOrders.assign") && ASSIGNABLE.includes(workOrder.status);
  const workLabel = can(role, "workOrders.startComplete") ? WORK_LABELS[workOrder.status] : undefined;
  return (
    <>
      {assign ? (
        <Button variant="secondary" disabled={disabled} onClick={() => onAssign(workOrder)}>
          Assign Mechanic
        </Button>
      ) : null}
      {workLabel && onWork ? (
        <Button disabled={disabled} onClick={() => onWork(workOrder)}>
          {workLabel}
        </Button>
      ) : null}
    </>
  );
}
