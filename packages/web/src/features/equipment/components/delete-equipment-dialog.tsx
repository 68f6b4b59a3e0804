import { useLingui } from "@lingui/react/macro";
import { EQUIPMENT_MESSAGES, type Equipment } from "@mnx/domain";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { domainText } from "../../../lib/i18n/i18n";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { useDeleteEquipment } from "../api/use-delete-equipment";

interface DeleteEquipmentDialogProps {
  equipment: Equipment | null;
  onClose: () => void;
  /** The server's message: deleted, or retired because the machine has history. */
  onDeleted: (message: string) => void;
}

/** The spec's confirm question, then DELETE; a failure shows the spec's alert text in the dialog. */
export function DeleteEquipmentDialog({ equipment, ...props }: DeleteEquipmentDialogProps) {
  return equipment ? <DeleteConfirm key={equipment.id} equipment={equipment} {...props} /> : null;
}

function DeleteConfirm({
  equipment,
  onClose,
  onDeleted,
}: DeleteEquipmentDialogProps & { equipment: Equipment }) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const remove = useDeleteEquipment(idempotencyKey);
  const { t } = useLingui();
  const name = equipment.name;
  return (
    <ConfirmDialog
      open
      title={t`Delete Equipment`}
      message={t`Are you sure you want to delete "${name}"? This action cannot be undone.`}
      confirmLabel={t`Delete`}
      busyLabel={t`Deleting...`}
      busy={remove.isPending}
      error={remove.isError ? domainText(EQUIPMENT_MESSAGES.deleteFailed) : null}
      onCancel={onClose}
      onConfirm={() => remove.mutate(equipment.id, { onSuccess: (answer) => onDeleted(answer.message) })}
    />
  );
}
