import { t } from "@lingui/core/macro";
import { fullName, WORK_ORDER_MESSAGES, type WorkOrder } from "@mnx/domain";
import type { JSX } from "react";
import { lazyDialog } from "../../../components/ui/lazy-dialog";
import { domainText } from "../../../lib/i18n/i18n";
import { assigneeOf } from "./work-order-display";

// Loaded after the page has drawn (components/ui/lazy-dialog.tsx): every dashboard renders these closed.
const WorkOrderDetailsModal = lazyDialog(() =>
  import("./work-order-details-modal").then((module) => module.WorkOrderDetailsModal),
);
const AssignMechanicModal = lazyDialog(() =>
  import("./assign-mechanic-modal").then((module) => module.AssignMechanicModal),
);
const MechanicWorkOrderModal = lazyDialog(() =>
  import("./mechanic-work-order-modal").then((module) => module.MechanicWorkOrderModal),
);

export type WorkOrderDialog =
  | { kind: "details"; workOrderId: string }
  | { kind: "assign"; workOrder: WorkOrder }
  | { kind: "work"; workOrderId: string }
  | null;

interface WorkOrderDialogsProps {
  dialog: WorkOrderDialog;
  onChange: (next: WorkOrderDialog) => void;
  onNotice?: (message: string) => void;
}

/** 'Work order assigned to Ada Lovelace'. */
function assignedNotice(workOrder: WorkOrder): string {
  const name = fullName(assigneeOf(workOrder));
  return name ? t`Work order assigned to ${name}` : domainText(WORK_ORDER_MESSAGES.assigned);
}

/** The one switch between the work-order modals every screen opens: details, assign and work. */
export function WorkOrderDialogs({ dialog, onChange, onNotice }: WorkOrderDialogsProps): JSX.Element {
  const close = () => onChange(null);
  return (
    <>
      <WorkOrderDetailsModal
        open={dialog?.kind === "details"}
        workOrderId={dialog?.kind === "details" ? dialog.workOrderId : null}
        onClose={close}
        onAssign={(workOrder) => onChange({ kind: "assign", workOrder })}
        onWork={(workOrder) => onChange({ kind: "work", workOrderId: workOrder.id })}
        onNotice={onNotice}
      />
      <AssignMechanicModal
        open={dialog?.kind === "assign"}
        workOrder={dialog?.kind === "assign" ? dialog.workOrder : null}
        onClose={close}
        onAssigned={(workOrder) => {
          close();
          onNotice?.(assignedNotice(workOrder));
        }}
      />
      <MechanicWorkOrderModal
        open={dialog?.kind === "work"}
        workOrderId={dialog?.kind === "work" ? dialog.workOrderId : null}
        onClose={close}
        onNotice={onNotice}
      />
    </>
  );
}
