import { useLingui } from "@lingui/react/macro";
import {
  type AddUserForm,
  type AddUserFormInput,
  addUserFormSchema,
  grantableRoles,
  type Role,
  type User,
} from "@mnx/domain";
import type { Path } from "react-hook-form";
import { FormModal } from "../../../components/ui/form-modal";
import { useWriteForm } from "../../../lib/use-write-form";
import { useAddUser } from "../api/use-team-writes";
import { AddUserFields } from "./add-user-fields";

interface AddUserModalProps {
  open: boolean;
  /** The caller's role: the select offers only the roles it may give. */
  managerRole: Role;
  onClose: () => void;
  onCreated: (user: User) => void;
}

/** Defaults: role operator, status active (part 2, 5). */
const DEFAULTS: AddUserFormInput = {
  email: "",
  firstName: "",
  lastName: "",
  phone: "",
  role: "OPERATOR",
  status: "ACTIVE",
};
const FIELDS = Object.keys(DEFAULTS) as Path<AddUserFormInput>[];

/** Add New User (part 2, 2.11): mounted per opening, so each opening has its own Idempotency-Key. */
export function AddUserModal({ open, ...props }: AddUserModalProps) {
  return open ? <AddUserDialog {...props} /> : null;
}

function AddUserDialog({ managerRole, onClose, onCreated }: Omit<AddUserModalProps, "open">) {
  const { t } = useLingui();
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<AddUserFormInput, AddUserForm>({
    schema: addUserFormSchema,
    defaultValues: DEFAULTS,
    clearErrorsOnEdit: true,
    // 409 USER_EMAIL_TAKEN names the email field: 'A user with this email already exists.' goes under it.
    serverFields: FIELDS,
    failureMessage: t`Failed to add the user. Please try again.`,
  });
  const add = useAddUser(idempotencyKey);
  const submit = onSubmit(async (values) => onCreated(await add.mutateAsync(values)));

  return (
    <FormModal
      title={t`Add New User`}
      description={t`Fields marked * are required. Once added, an active user signs in with this email address at once.`}
      onClose={onClose}
      write={add}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      failureTitle={t`User was not added`}
      bodyClassName="space-y-4"
      submitLabel={t`Add User`}
      pendingLabel={t`Adding User...`}
    >
      <AddUserFields roles={grantableRoles(managerRole)} />
    </FormModal>
  );
}
