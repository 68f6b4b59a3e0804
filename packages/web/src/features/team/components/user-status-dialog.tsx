import { useLingui } from "@lingui/react/macro";
import { fullName, toggledUserStatus, type User } from "@mnx/domain";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { errorMessage } from "../../../lib/error-message";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { useChangeUser } from "../api/use-team-writes";

interface UserStatusDialogProps {
  user: User | null;
  onClose: () => void;
  onChanged: (user: User) => void;
}

/** Activate or deactivate, confirmed first with what follows: deactivation signs them out everywhere now. */
export function UserStatusDialog({ user, ...props }: UserStatusDialogProps) {
  return user ? <StatusConfirm key={user.id} user={user} {...props} /> : null;
}

function StatusConfirm({ user, onClose, onChanged }: UserStatusDialogProps & { user: User }) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const change = useChangeUser();
  const { t } = useLingui();
  const status = toggledUserStatus(user.status);
  const deactivating = status !== "ACTIVE";
  const name = fullName(user);
  return (
    <ConfirmDialog
      open
      title={deactivating ? t`Deactivate User` : t`Activate User`}
      message={
        deactivating
          ? t`Deactivate ${name}? They are signed out on every device now and cannot sign in until they are activated again.`
          : t`Activate ${name}? They can sign in again at once.`
      }
      confirmLabel={deactivating ? t`Deactivate` : t`Activate`}
      busyLabel={deactivating ? t`Deactivating...` : t`Activating...`}
      tone={deactivating ? "danger" : "primary"}
      busy={change.isPending}
      error={
        change.isError ? errorMessage(change.error, t`Failed to update the status. Please try again.`) : null
      }
      onCancel={onClose}
      onConfirm={() =>
        change.mutate({ id: user.id, change: { status }, idempotencyKey }, { onSuccess: onChanged })
      }
    />
  );
}
