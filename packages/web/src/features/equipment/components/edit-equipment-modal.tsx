import { useLingui } from "@lingui/react/macro";
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
import { domainText } from "../../../lib/i18n/i18n";
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
  const { t } = useLingui();
  const [initial] = useState(() => editEquipmentValues(equipment));
  const { form, formId, failure, onSubmit } = useWriteForm<EditEquipmentFormInput, EditEquipmentForm>({
    schema: editEquipmentFormSchema,
    defaultValues: initial,
    serverFields: Object.keys(initial) as Path<EditEquipmentFormInput>[],
    failureMessage: domainText(EQUIPMENT_MESSAGES.updateFailed),
  });
  const update = useUpdateEquipment(equipment.id);
  const submit = onSubmit(async (values) => {
    const changes = changedFields(initial, values);
    if (Object.keys(changes).length === 0) return onClose();
    onSaved((await update.mutateAsync(changes)).message);
  });

  return (
    <FormModal
      title={t`Edit Equipment`}
      description={`${equipment.equipmentNumber} · ${equipment.name}`}
      size="lg"
      onClose={onClose}
      write={update}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      failureTitle={t`Equipment was not updated`}
      submitLabel={t`Update Equipment`}
      pendingLabel={t`Updating...`}
    >
      <EquipmentFormSections kind="edit" />
    </FormModal>
  );
}
