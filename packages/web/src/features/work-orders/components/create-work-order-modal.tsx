import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CreateWorkOrder,
  type CreateWorkOrderInput,
  createWorkOrderSchema,
  type Equipment,
  type WorkOrder,
} from "@mnx/domain";
import { useId, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Alert } from "../../../components/ui/alert";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { Modal } from "../../../components/ui/modal";
import { EmergencyBadge } from "../../../components/ui/work-order-badges";
import { errorMessage } from "../../../lib/error-message";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { useCreateWorkOrder } from "../api/use-create-work-order";
import {
  CREATE_WORK_ORDER_FAILED,
  CREATE_WORK_ORDER_FIELDS,
  createWorkOrderDefaults,
} from "../api/work-order-form-values";
import { CreateWorkOrderAssignmentSection } from "./create-work-order-assignment-section";
import { CreateWorkOrderEquipmentSection } from "./create-work-order-equipment-section";
import { CreateWorkOrderOptionsSection } from "./create-work-order-options-section";
import { CreateWorkOrderSchedulingSection } from "./create-work-order-scheduling-section";
import { WorkOrderDetailsSection } from "./work-order-details-section";

export interface CreateWorkOrderModalProps {
  open: boolean;
  onClose: () => void;
  /** Opens on this machine with the picker locked (e.g. from a machine's details). */
  presetEquipment?: Equipment | null;
  onCreated: (workOrder: WorkOrder) => void;
}

/** Create Work Order (part 2, 2.8). Mounted per opening: a fresh form and one Idempotency-Key per opening. */
export function CreateWorkOrderModal({ open, ...props }: CreateWorkOrderModalProps) {
  return open ? <CreateWorkOrderDialog {...props} /> : null;
}

function CreateWorkOrderDialog({
  onClose,
  onCreated,
  presetEquipment,
}: Omit<CreateWorkOrderModalProps, "open">) {
  const formId = useId();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [equipment, setEquipment] = useState<Equipment | null>(presetEquipment ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateWorkOrder(idempotencyKey);
  const form = useForm<CreateWorkOrderInput, unknown, CreateWorkOrder>({
    resolver: zodResolver(createWorkOrderSchema),
    defaultValues: createWorkOrderDefaults(presetEquipment),
    mode: "onTouched",
  });
  const emergency = form.watch("isEmergency") === true;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      if (!applyServerFieldErrors(error, CREATE_WORK_ORDER_FIELDS, form.setError)) {
        setFailure(errorMessage(error, CREATE_WORK_ORDER_FAILED));
      }
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title="Create Work Order"
      description="Describe the work a machine needs, and who will do it."
      headerExtra={emergency ? <EmergencyBadge /> : null}
      size="lg"
      busy={create.isPending}
      footer={
        <FormModalFooter
          formId={formId}
          onCancel={onClose}
          pending={create.isPending}
          label="Create Work Order"
          pendingLabel="Creating..."
        />
      }
    >
      <FormProvider {...form}>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
          {failure ? (
            <Alert tone="error" title="Work order was not created">
              {failure}
            </Alert>
          ) : null}
          <CreateWorkOrderEquipmentSection
            equipment={equipment}
            onEquipment={setEquipment}
            locked={Boolean(presetEquipment)}
          />
          <WorkOrderDetailsSection />
          <CreateWorkOrderAssignmentSection />
          <CreateWorkOrderSchedulingSection />
          <CreateWorkOrderOptionsSection />
        </form>
      </FormProvider>
    </Modal>
  );
}
