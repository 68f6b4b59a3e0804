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
import { FormProvider, type Path } from "react-hook-form";
import { Alert } from "../../../components/ui/alert";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { Modal } from "../../../components/ui/modal";
import { SavedOfflineNotice } from "../../../components/ui/saved-offline-notice";
import { EmergencyBadge } from "../../../components/ui/work-order-badges";
import { useFormModal } from "../../../lib/use-form-modal";
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
  const [initial] = useState(() => editWorkOrderValues(workOrder));
  const { form, formId, idempotencyKey, failure, onSubmit } = useFormModal<
    EditWorkOrderFormInput,
    EditWorkOrderForm
  >({
    schema: editWorkOrderFormSchema,
    defaultValues: initial,
    serverFields: FIELDS,
    failureMessage: WORK_ORDER_MESSAGES.updateFailed,
  });
  const update = useWorkOrderAction("update", workOrder.id, idempotencyKey);
  const emergency = form.watch("isEmergency");
  const submit = onSubmit(async (values) => {
    const changes = editWorkOrderChanges(initial, values);
    if (Object.keys(changes).length === 0) return onClose();
    const saved = await update.mutateAsync(changes);
    onSaved(`Work order "${saved.title}" updated`);
  });

  return (
    <Modal
      open
      onClose={onClose}
      title="Edit Work Order"
      description={`${workOrder.equipment.equipmentNumber} · ${workOrder.title}`}
      headerExtra={emergency ? <EmergencyBadge /> : null}
      size="lg"
      busy={update.isPending}
      footer={
        <FormModalFooter
          formId={formId}
          onCancel={onClose}
          pending={update.isPending}
          label="Save Changes"
          pendingLabel="Saving..."
          disabled={update.isPaused}
        />
      }
    >
      <FormProvider {...form}>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
          {update.isPaused ? <SavedOfflineNotice what="These changes" /> : null}
          {failure ? (
            <Alert tone="error" title="Work order was not updated">
              {failure}
            </Alert>
          ) : null}
          <WorkOrderDetailsSection currentType={workOrder.workOrderType} />
          <EditWorkOrderScheduling />
        </form>
      </FormProvider>
    </Modal>
  );
}
