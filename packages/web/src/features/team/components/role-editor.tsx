import { Trans, useLingui } from "@lingui/react/macro";
import { fullName, ROLE_LABELS, type Role, type User } from "@mnx/domain";
import { useEffect, useRef } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { SelectField } from "../../../components/ui/select-field";
import { domainText } from "../../../lib/i18n/i18n";
import type { RoleEdit } from "./use-role-edit";

interface RoleEditorProps {
  user: User;
  /** The roles the caller may give (team rules): never Super Admin for a fleet manager. */
  roles: readonly Role[];
  edit: RoleEdit;
}

/** The role cell while editing: the select, Save and Cancel, and the server's refusal if any. */
export function RoleEditor({ user, roles, edit }: RoleEditorProps) {
  const select = useRef<HTMLSelectElement>(null);
  const { t } = useLingui();
  const name = fullName(user);
  // 'Edit Role' waits while the edit is open, so focus moves on to the select (the hidden layout's cannot take it).
  useEffect(() => select.current?.focus(), []);
  return (
    <div className="min-w-0 space-y-2">
      <SelectField
        ref={select}
        label={t`Role for ${name}`}
        hideLabel
        value={edit.draft ?? user.role}
        disabled={edit.pending}
        onChange={(event) => edit.pick(event.target.value as Role)}
        options={roles.map((role) => ({ value: role, label: domainText(ROLE_LABELS[role]) }))}
      />
      <div className="flex gap-2">
        <Button busy={edit.pending} onClick={edit.save}>
          <Trans>
            Save<span className="sr-only"> role for {name}</span>
          </Trans>
        </Button>
        <Button variant="secondary" disabled={edit.pending} onClick={edit.cancel}>
          <Trans>
            Cancel<span className="sr-only"> role change for {name}</span>
          </Trans>
        </Button>
      </div>
      {edit.error ? <Alert tone="error">{edit.error}</Alert> : null}
    </div>
  );
}
