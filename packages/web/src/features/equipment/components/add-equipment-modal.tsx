import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AddEquipmentForm,
  type AddEquipmentFormInput,
  addEquipmentFormSchema,
  type Equipment,
} from "@mnx/domain";
import { useId, useState } from "react";
import { FormProvider, type Path, useForm } from "react-hook-form";
import { Alert } from "../../../components/ui/alert";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { Modal } from "../../../components/ui/modal";
import { errorMessage } from "../../../lib/error-message";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { addEquipmentDefaults } from "../api/equipment-form-values";
import { useCreateEquipment } from "../api/use-create-equipment";
import { AddEquipmentAdditional } from "./add-equipment-additional";
import { AddEquipmentIdentification } from "./add-equipment-identification";
import { AddEquipmentLocation } from "./add-equipment-location";
import { AddEquipmentTracking } from "./add-equipment-tracking";

interface AddEquipmentModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: (equipment: Equipment) => void;
}

const FIELDS = Object.keys(addEquipmentDefaults()) as Path<AddEquipmentFormInput>[];

/** Add Heavy Equipment (part 2, 2.2): mounted per opening, so each opening has its own Idempotency-Key. */
export function AddEquipmentModal({ open, ...props }: AddEquipmentModalProps) {
  return open ? <AddEquipmentDialog {...props} /> : null;
}

function AddEquipmentDialog({ onClose, onCreated }: Omit<AddEquipmentModalProps, "open">) {
  const formId = useId();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateEquipment(idempotencyKey);
  const form = useForm<AddEquipmentFormInput, unknown, AddEquipmentForm>({
    resolver: zodResolver(addEquipmentFormSchema),
    defaultValues: addEquipmentDefaults(),
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      // Not only logged (part 2, 8 says so): the person must see why the machine was not added.
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) {
        setFailure(errorMessage(error, "Failed to add equipment. Please try again."));
      }
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title="Add Heavy Equipment"
      description="Fields marked * are required."
      size="lg"
      busy={create.isPending}
      footer={
        <FormModalFooter
          formId={formId}
          onCancel={onClose}
          pending={create.isPending}
          label="Add Heavy Equipment"
          pendingLabel="Adding Equipment..."
        />
      }
    >
      <FormProvider {...form}>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
          {failure ? (
            <Alert tone="error" title="Equipment was not added">
              {failure}
            </Alert>
          ) : null}
          <AddEquipmentIdentification />
          <AddEquipmentTracking />
          <AddEquipmentLocation />
          <AddEquipmentAdditional />
        </form>
      </FormProvider>
    </Modal>
  );
}
