import {
  type EditEquipmentForm,
  type EditEquipmentFormInput,
  EQUIPMENT_MESSAGES,
  type Equipment,
  editEquipmentFormSchema,
} from "@mnx/domain";
import { useState } from "react";
import type { Path } from "react-hook-form";
import { FormModal } from "../../../components/ui/form-modal";
import { useWriteForm } from "../../../lib/use-write-form";
import { changedFields, editEquipmentValues } from "../api/equipment-form-values";
import { useUpdateEquipment } from "../api/use-update-equipment";
import { EquipmentFormSections } from "./equipment-form-sections";

interface EditEquipmentModalProps {
  equipment: Equipment | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Edit Equipment (part 2, 2.3): only changed fields are sent; nothing changed just closes. */
export function EditEquipmentModal({ equipment, ...props }: EditEquipmentModalProps) {
  return equipment ? <EditEquipmentDialog key={equipment.id} equipment={equipment} {...props} /> : null;
}

function EditEquipmentDialog({
  equipment,
  onClose,
  onSaved,
}: EditEquipmentModalProps & { equipment: Equipment }) {
  const [initial] = useState(() => editEquipmentValues(equipment));
  const { form, formId, failure, onSubmit } = useWriteForm<EditEquipmentFormInput, EditEquipmentForm>({
    schema: editEquipmentFormSchema,
    defaultValues: initial,
    serverFields: Object.keys(initial) as Path<EditEquipmentFormInput>[],
    failureMessage: EQUIPMENT_MESSAGES.updateFailed,
  });
  const update = useUpdateEquipment(equipment.id);
  const submit = onSubmit(async (values) => {
    const changes = changedFields(initial, values);
    if (Object.keys(changes).length === 0) return onClose();
    onSaved((await update.mutateAsync(changes)).message);
  });

  return (
    <FormModal
      title="Edit Equipment"
      description={`${equipment.equipmentNumber} · ${equipment.name}`}
      size="lg"
      onClose={onClose}
      write={update}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      failureTitle="Equipment was not updated"
      submitLabel="Update Equipment"
      pendingLabel="Updating..."
    >
      <EquipmentFormSections kind="edit" />
    </FormModal>
  );
}
