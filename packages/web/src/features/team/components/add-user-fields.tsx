import { useLingui } from "@lingui/react/macro";
import {
  type AddUserFormInput,
  enumLabel,
  NEW_USER_STATUSES,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  type Role,
} from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { domainText } from "../../../lib/i18n/i18n";

/** Email, first and last name, phone, role (its description under the select) and status (part 2, 2.11). */
export function AddUserFields({ roles }: { roles: readonly Role[] }) {
  const { register, formState, watch } = useFormContext<AddUserFormInput>();
  const { errors } = formState;
  const role = watch("role") ?? "OPERATOR";
  const { t } = useLingui();
  const statusOptions = NEW_USER_STATUSES.map((status) => ({
    value: status,
    label: domainText(enumLabel(status)),
  }));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t`Email`}
        required
        type="email"
        autoComplete="off"
        inputMode="email"
        className="sm:col-span-2"
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label={t`First name`}
        required
        autoComplete="off"
        error={errors.firstName?.message}
        {...register("firstName")}
      />
      <TextField
        label={t`Last name`}
        required
        autoComplete="off"
        error={errors.lastName?.message}
        {...register("lastName")}
      />
      <TextField
        label={t`Phone`}
        type="tel"
        autoComplete="off"
        className="sm:col-span-2"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <SelectField
        label={t`Role`}
        options={roles.map((value) => ({ value, label: domainText(ROLE_LABELS[value]) }))}
        hint={domainText(ROLE_DESCRIPTIONS[role])}
        error={errors.role?.message}
        {...register("role")}
      />
      <SelectField
        label={t`Status`}
        options={statusOptions}
        error={errors.status?.message}
        {...register("status")}
      />
    </div>
  );
}
