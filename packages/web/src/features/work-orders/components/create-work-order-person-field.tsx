import type { CreateWorkOrderInput, Role } from "@mnx/domain";
import { Controller, useFormContext } from "react-hook-form";
import { UserPicker } from "../../../components/pickers/user-picker";

type PersonFieldName = "equipmentOperatorId" | "mechanicId" | "assignedToId";

interface CreateWorkOrderPersonFieldProps {
  name: PersonFieldName;
  label: string;
  /** Only ACTIVE users with these roles are offered (the pickers of part 2, 5). */
  roles: readonly Role[];
  hint?: string;
}

/** An optional person of the work order, picked by name or email; cleared means nobody. */
export function CreateWorkOrderPersonField({ name, label, roles, hint }: CreateWorkOrderPersonFieldProps) {
  const { control } = useFormContext<CreateWorkOrderInput>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <UserPicker
          label={label}
          roles={roles}
          hint={hint}
          value={typeof field.value === "string" && field.value ? field.value : null}
          onChange={(user) => field.onChange(user?.id ?? "")}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
