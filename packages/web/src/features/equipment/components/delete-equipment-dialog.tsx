import { deleteEquipmentConfirm, EQUIPMENT_MESSAGES, type Equipment } from "@mnx/domain";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
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
  return (
    <ConfirmDialog
      open
      title="Delete Equipment"
      message={deleteEquipmentConfirm(equipment.name)}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      error={remove.isError ? EQUIPMENT_MESSAGES.deleteFailed : null}
      onCancel={onClose}
      onConfirm={() => remove.mutate(equipment.id, { onSuccess: (answer) => onDeleted(answer.message) })}
    />
  );
}
