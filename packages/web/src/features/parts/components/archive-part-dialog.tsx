import { useLingui } from "@lingui/react/macro";
import type { Part } from "@mnx/domain";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { errorMessage } from "../../../lib/error-message";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { useArchivePart } from "../api/use-part-writes";

interface ArchivePartDialogProps {
  part: Part;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * Archive a part (it keeps its ledger and its place on work orders, and takes no new stock changes), or
 * restore an archived one. One Idempotency-Key per opening.
 */
export function ArchivePartDialog({ part, onClose, onDone }: ArchivePartDialogProps) {
  const archived = part.archivedAt !== null;
  const [idempotencyKey] = useState(newIdempotencyKey);
  const write = useArchivePart(part.id, archived ? "restore" : "archive", idempotencyKey);
  const { t } = useLingui();
  const { partNumber, name } = part;
  return (
    <ConfirmDialog
      open
      title={archived ? t`Restore Part` : t`Archive Part`}
      message={
        archived
          ? t`Restore ${partNumber} ${name}? It can be received, used and moved again.`
          : t`Archive ${partNumber} ${name}? Its stock history and the work orders that used it keep it; it can no longer be received, used or moved until it is restored.`
      }
      confirmLabel={archived ? t`Restore` : t`Archive`}
      busyLabel={archived ? t`Restoring...` : t`Archiving...`}
      tone={archived ? "primary" : "danger"}
      busy={write.isPending}
      error={write.isError ? errorMessage(write.error, t`The part was not changed. Please try again.`) : null}
      onCancel={onClose}
      onConfirm={() => write.mutate(undefined, { onSuccess: (answer) => onDone(answer.message) })}
    />
  );
}
