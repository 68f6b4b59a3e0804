import { useLingui } from "@lingui/react/macro";
import type { Assignment } from "@mnx/domain";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { errorMessage } from "../../../lib/error-message";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { useEndAssignment } from "../api/use-end-assignment";

interface EndAssignmentDialogProps {
  assignment: Assignment | null;
  onClose: () => void;
  onEnded: (message: string) => void;
}

/** Confirm, then PATCH .../end: the assignment ends now (COMPLETED) and the machine has no operator. */
export function EndAssignmentDialog({ assignment, ...props }: EndAssignmentDialogProps) {
  return assignment ? <EndConfirm key={assignment.id} assignment={assignment} {...props} /> : null;
}

function EndConfirm({ assignment, onClose, onEnded }: EndAssignmentDialogProps & { assignment: Assignment }) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const end = useEndAssignment(idempotencyKey);
  const { t } = useLingui();
  const { equipment, operator } = assignment;
  const operatorName = `${operator.firstName} ${operator.lastName}`;
  const machine = `${equipment.equipmentNumber} ${equipment.name}`;
  return (
    <ConfirmDialog
      open
      title={t`End Assignment`}
      message={t`End ${operatorName}'s assignment of ${machine}? The machine will have no operator afterwards.`}
      confirmLabel={t`End Assignment`}
      busyLabel={t`Ending...`}
      busy={end.isPending}
      error={end.isError ? errorMessage(end.error, t`Failed to end assignment. Please try again.`) : null}
      onCancel={onClose}
      onConfirm={() => end.mutate(assignment.id, { onSuccess: (answer) => onEnded(answer.message) })}
    />
  );
}
