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
  const { equipment, operator } = assignment;
  return (
    <ConfirmDialog
      open
      title="End Assignment"
      message={`End ${operator.firstName} ${operator.lastName}'s assignment of ${equipment.equipmentNumber} ${equipment.name}? The machine will have no operator afterwards.`}
      confirmLabel="End Assignment"
      busyLabel="Ending..."
      busy={end.isPending}
      error={end.isError ? errorMessage(end.error, "Failed to end assignment. Please try again.") : null}
      onCancel={onClose}
      onConfirm={() => end.mutate(assignment.id, { onSuccess: (answer) => onEnded(answer.message) })}
    />
  );
}
