import { type AddEquipmentFormInput, can, OPERATOR_PICKER_ROLES } from "@mnx/domain";
import { Controller, useFormContext } from "react-hook-form";
import { UserPicker } from "../../../components/pickers/user-picker";
import { FormSection } from "../../../components/ui/form-section";
import { TextField } from "../../../components/ui/text-field";
import { useAuth } from "../../../lib/auth/use-auth";

export function AddEquipmentLocation() {
  const { register, formState, control } = useFormContext<AddEquipmentFormInput>();
  const { errors } = formState;
  const { user } = useAuth();
  return (
    <FormSection title="Location & Assignment">
      <TextField label="Job site" error={errors.currentJobSite?.message} {...register("currentJobSite")} />
      <TextField label="Yard location" error={errors.locationYard?.message} {...register("locationYard")} />
      <TextField
        label="Building"
        error={errors.locationBuilding?.message}
        {...register("locationBuilding")}
      />
      <TextField label="Floor or bay" error={errors.locationFloor?.message} {...register("locationFloor")} />
      <TextField label="Room" error={errors.locationRoom?.message} {...register("locationRoom")} />
      {can(user?.role, "assignments.create") ? (
        <Controller
          control={control}
          name="assignedOperatorId"
          render={({ field, fieldState }) => (
            <UserPicker
              label="Assigned operator"
              roles={OPERATOR_PICKER_ROLES}
              value={typeof field.value === "string" ? field.value : null}
              onChange={(operator) => field.onChange(operator?.id ?? "")}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              hint="Optional. Picking an operator starts their assignment on the job site above."
            />
          )}
        />
      ) : null}
    </FormSection>
  );
}
