import { useLingui } from "@lingui/react/macro";
import type { Role, User } from "@mnx/domain";
import { useState } from "react";
import { errorMessage } from "../../../lib/error-message";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { useChangeUser } from "../api/use-team-writes";

interface Editing {
  user: User;
  role: Role;
  /** A new key for each role picked: a lost answer retried sends the same request with the same key. */
  idempotencyKey: string;
}

/**
 * The inline role edit (part 2, 4): choose edit, pick a role, then save or cancel. One row at a time; the
 * table and the cards read the same state, so the edit survives the page crossing the breakpoint.
 */
export function useRoleEdit(onSaved: (user: User) => void) {
  const change = useChangeUser();
  const { t } = useLingui();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => {
    change.reset();
    setEditing(null);
  };
  return {
    editingId: editing?.user.id ?? null,
    draft: editing?.role ?? null,
    start: (user: User) => {
      change.reset();
      setEditing({ user, role: user.role, idempotencyKey: newIdempotencyKey() });
    },
    pick: (role: Role) =>
      setEditing((current) => current && { ...current, role, idempotencyKey: newIdempotencyKey() }),
    cancel: close,
    save: () => {
      if (!editing) return;
      if (editing.role === editing.user.role) return close();
      change.mutate(
        { id: editing.user.id, change: { role: editing.role }, idempotencyKey: editing.idempotencyKey },
        {
          onSuccess: (user) => {
            setEditing(null);
            onSaved(user);
          },
        },
      );
    },
    pending: change.isPending,
    error: change.isError
      ? errorMessage(change.error, t`Failed to update the role. Please try again.`)
      : null,
  };
}

export type RoleEdit = ReturnType<typeof useRoleEdit>;
