import { useLingui } from "@lingui/react/macro";
import {
  type EditWorkOrderForm,
  type EditWorkOrderFormInput,
  editWorkOrderChanges,
  editWorkOrderFormSchema,
  editWorkOrderValues,
  WORK_ORDER_MESSAGES,
  type WorkOrder,
} from "@mnx/domain";
import { useState } from "react";
import type { Path } from "react-hook-form";
import { FormModal } from "../../../components/ui/form-modal";
import { EmergencyBadge } from "../../../components/ui/work-order-badges";
import { domainText } from "../../../lib/i18n/i18n";
import { useWriteForm } from "../../../lib/use-write-form";
import { useWorkOrderAction } from "../api/use-work-order-action";
import { EditWorkOrderScheduling } from "./edit-work-order-scheduling";
import { WorkOrderDetailsSection } from "./work-order-details-section";

export interface EditWorkOrderModalProps {
  workOrder: WorkOrder | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const FIELDS = Object.keys(editWorkOrderFormSchema.shape) as Path<EditWorkOrderFormInput>[];

/**
 * Edit Work Order (the card's Edit, part 2, 2.6): only changed fields are sent (PATCH /work-orders/{id}); nothing
 * changed just closes. Status is not edited here: it moves through the details' state-machine form.
 */
export function EditWorkOrderModal({ workOrder, ...props }: EditWorkOrderModalProps) {
  return workOrder ? <EditWorkOrderDialog key={workOrder.id} workOrder={workOrder} {...props} /> : null;
}

function EditWorkOrderDialog({
  workOrder,
  onClose,
  onSaved,
}: EditWorkOrderModalProps & { workOrder: WorkOrder }) {
  const { t } = useLingui();
  const [initial] = useState(() => editWorkOrderValues(workOrder));
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<
    EditWorkOrderFormInput,
    EditWorkOrderForm
  >({
    schema: editWorkOrderFormSchema,
    defaultValues: initial,
    serverFields: FIELDS,
    failureMessage: domainText(WORK_ORDER_MESSAGES.updateFailed),
  });
  const update = useWorkOrderAction("update", workOrder.id);
  const emergency = form.watch("isEmergency");
  const submit = onSubmit(async (values) => {
    const changes = editWorkOrderChanges(initial, values);
    if (Object.keys(changes).length === 0) return onClose();
    const saved = await update.mutateAsync(changes, { idempotencyKey });
    const title = saved.title;
    onSaved(t`Work order "${title}" updated`);
  });

  return (
    <FormModal
      title={t`Edit Work Order`}
      description={`${workOrder.equipment.equipmentNumber} · ${workOrder.title}`}
      headerExtra={emergency ? <EmergencyBadge /> : null}
      size="lg"
      onClose={onClose}
      write={update}
      form={form}
      formId={formId}
      onSubmit={submit}
      savedOffline={t`These changes`}
      failure={failure}
      failureTitle={t`Work order was not updated`}
      submitLabel={t`Save Changes`}
      pendingLabel={t`Saving...`}
    >
      <WorkOrderDetailsSection currentType={workOrder.workOrderType} />
      <EditWorkOrderScheduling />
    </FormModal>
  );
}
