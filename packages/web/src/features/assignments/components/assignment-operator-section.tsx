import { useLingui } from "@lingui/react/macro";
import type { AssignmentFormInput } from "@mnx/domain";
import { OPERATOR_PICKER_ROLES } from "@mnx/domain";
import { Controller, useFormContext } from "react-hook-form";
import { UserPicker } from "../../../components/pickers/user-picker";
import { FormSection } from "../../../components/ui/form-section";
import { TextField } from "../../../components/ui/text-field";

/** Operator & Assignment Details: an ACTIVE OPERATOR, and the job site. */
export function AssignmentOperatorSection() {
  const { t } = useLingui();
  const { control, register, formState } = useFormContext<AssignmentFormInput>();
  return (
    <FormSection title={t`Operator & Assignment Details`}>
      <Controller
        control={control}
        name="operatorId"
        render={({ field, fieldState }) => (
          <UserPicker
            label={t`Operator`}
            required
            roles={OPERATOR_PICKER_ROLES}
            value={typeof field.value === "string" ? field.value : null}
            onChange={(operator) => field.onChange(operator?.id ?? "")}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label={t`Job site`}
        required
        error={formState.errors.jobSite?.message}
        {...register("jobSite")}
      />
    </FormSection>
  );
}
