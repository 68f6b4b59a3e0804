import { useLingui } from "@lingui/react/macro";
import { MAINTENANCE_PLAN_MESSAGES, type MaintenancePlan } from "@mnx/domain";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { domainText } from "../../../lib/i18n/i18n";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { useDeleteMaintenancePlan } from "../api/use-delete-maintenance-plan";

interface DeleteMaintenancePlanDialogProps {
  equipmentId: string;
  plan: MaintenancePlan;
  onClose: () => void;
  onDeleted: (message: string) => void;
}

/** Confirm, then DELETE; the work orders made from the plan stay. */
export function DeleteMaintenancePlanDialog({
  equipmentId,
  plan,
  onClose,
  onDeleted,
}: DeleteMaintenancePlanDialogProps) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const remove = useDeleteMaintenancePlan(equipmentId, idempotencyKey);
  const { t } = useLingui();
  const title = plan.title;
  return (
    <ConfirmDialog
      open
      title={t`Delete Maintenance Plan`}
      message={t`Delete the plan '${title}'? Work orders already made from it stay.`}
      confirmLabel={t`Delete`}
      busyLabel={t`Deleting...`}
      busy={remove.isPending}
      error={remove.isError ? domainText(MAINTENANCE_PLAN_MESSAGES.deleteFailed) : null}
      onCancel={onClose}
      onConfirm={() => remove.mutate(plan.id, { onSuccess: (answer) => onDeleted(answer.message) })}
    />
  );
}
