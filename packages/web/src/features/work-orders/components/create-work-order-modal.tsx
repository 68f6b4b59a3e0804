import { useLingui } from "@lingui/react/macro";
import {
  type CreateWorkOrder,
  type CreateWorkOrderInput,
  createWorkOrderSchema,
  type Equipment,
  type WorkOrder,
} from "@mnx/domain";
import { useState } from "react";
import { FormModal } from "../../../components/ui/form-modal";
import { EmergencyBadge } from "../../../components/ui/work-order-badges";
import { useWriteForm } from "../../../lib/use-write-form";
import { useCreateWorkOrder } from "../api/use-create-work-order";
import {
  CREATE_WORK_ORDER_FIELDS,
  createWorkOrderDefaults,
  createWorkOrderFailed,
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
  /** Opening values beyond the machine's (e.g. an inspection's follow-up: type, title, description, inspectionId). */
  presetValues?: Partial<CreateWorkOrderInput>;
  onCreated: (workOrder: WorkOrder) => void;
}

/**
 * Create Work Order (part 2, 2.8). Mounted per opening: a fresh form and one Idempotency-Key per opening.
 * Offline, the order is saved on this device and sent once on reconnect (docs/decisions/011).
 */
export function CreateWorkOrderModal({ open, ...props }: CreateWorkOrderModalProps) {
  return open ? <CreateWorkOrderDialog {...props} /> : null;
}

function CreateWorkOrderDialog({
  onClose,
  onCreated,
  presetEquipment,
  presetValues,
}: Omit<CreateWorkOrderModalProps, "open">) {
  const { t } = useLingui();
  const [equipment, setEquipment] = useState<Equipment | null>(presetEquipment ?? null);
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<
    CreateWorkOrderInput,
    CreateWorkOrder
  >({
    schema: createWorkOrderSchema,
    defaultValues: { ...createWorkOrderDefaults(presetEquipment), ...presetValues },
    mode: "onTouched",
    serverFields: CREATE_WORK_ORDER_FIELDS,
    failureMessage: createWorkOrderFailed(),
  });
  const create = useCreateWorkOrder(idempotencyKey);
  const emergency = form.watch("isEmergency") === true;
  const submit = onSubmit(async (values) => onCreated(await create.mutateAsync(values)));

  return (
    <FormModal
      title={t`Create Work Order`}
      description={t`Describe the work a machine needs, and who will do it.`}
      headerExtra={emergency ? <EmergencyBadge /> : null}
      size="lg"
      onClose={onClose}
      write={create}
      form={form}
      formId={formId}
      onSubmit={submit}
      savedOffline={t`This work order`}
      failure={failure}
      failureTitle={t`Work order was not created`}
      submitLabel={t`Create Work Order`}
      pendingLabel={t`Creating...`}
    >
      <CreateWorkOrderEquipmentSection
        equipment={equipment}
        onEquipment={setEquipment}
        locked={Boolean(presetEquipment)}
      />
      <WorkOrderDetailsSection />
      <CreateWorkOrderAssignmentSection />
      <CreateWorkOrderSchedulingSection />
      <CreateWorkOrderOptionsSection />
    </FormModal>
  );
}
