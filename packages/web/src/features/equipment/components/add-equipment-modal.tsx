import { useLingui } from "@lingui/react/macro";
import {
  type AddEquipmentForm,
  type AddEquipmentFormInput,
  addEquipmentFormSchema,
  type Equipment,
} from "@mnx/domain";
import type { Path } from "react-hook-form";
import { FormModal } from "../../../components/ui/form-modal";
import { useWriteForm } from "../../../lib/use-write-form";
import { addEquipmentDefaults } from "../api/equipment-form-values";
import { useCreateEquipment } from "../api/use-create-equipment";
import { EquipmentFormSections } from "./equipment-form-sections";

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
  const { t } = useLingui();
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<
    AddEquipmentFormInput,
    AddEquipmentForm
  >({
    schema: addEquipmentFormSchema,
    defaultValues: addEquipmentDefaults(),
    serverFields: FIELDS,
    // Not only logged (part 2, 8 says so): the person must see why the machine was not added.
    failureMessage: t`Failed to add equipment. Please try again.`,
  });
  const create = useCreateEquipment(idempotencyKey);
  const submit = onSubmit(async (values) => onCreated(await create.mutateAsync(values)));

  return (
    <FormModal
      title={t`Add Heavy Equipment`}
      description={t`Fields marked * are required.`}
      size="lg"
      onClose={onClose}
      write={create}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      failureTitle={t`Equipment was not added`}
      submitLabel={t`Add Heavy Equipment`}
      pendingLabel={t`Adding Equipment...`}
    >
      <EquipmentFormSections kind="add" />
    </FormModal>
  );
}
