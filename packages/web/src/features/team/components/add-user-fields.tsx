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

const STATUS_OPTIONS = NEW_USER_STATUSES.map((status) => ({ value: status, label: enumLabel(status) }));

/** Email, first and last name, phone, role (its description under the select) and status (part 2, 2.11). */
export function AddUserFields({ roles }: { roles: readonly Role[] }) {
  const { register, formState, watch } = useFormContext<AddUserFormInput>();
  const { errors } = formState;
  const role = watch("role") ?? "OPERATOR";
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Email"
        required
        type="email"
        autoComplete="off"
        inputMode="email"
        className="sm:col-span-2"
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label="First name"
        required
        autoComplete="off"
        error={errors.firstName?.message}
        {...register("firstName")}
      />
      <TextField
        label="Last name"
        required
        autoComplete="off"
        error={errors.lastName?.message}
        {...register("lastName")}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="off"
        className="sm:col-span-2"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <SelectField
        label="Role"
        options={roles.map((value) => ({ value, label: ROLE_LABELS[value] }))}
        hint={ROLE_DESCRIPTIONS[role]}
        error={errors.role?.message}
        {...register("role")}
      />
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        error={errors.status?.message}
        {...register("status")}
      />
    </div>
  );
}
