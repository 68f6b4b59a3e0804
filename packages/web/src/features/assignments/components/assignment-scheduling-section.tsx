import { useLingui } from "@lingui/react/macro";
import { ASSIGNMENT_NOTES_MAX, type AssignmentFormInput } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { MeterField } from "../../../components/ui/meter-field";
import { TextField } from "../../../components/ui/text-field";
import { TextAreaField } from "../../../components/ui/textarea-field";

/** Scheduling & Tracking: start (now by default), optional planned end, meter readings and notes. */
export function AssignmentSchedulingSection() {
  const { t } = useLingui();
  const { register, formState, watch } = useFormContext<AssignmentFormInput>();
  const { errors } = formState;
  const notes = watch("notes") ?? "";
  return (
    <FormSection title={t`Scheduling & Tracking`}>
      <TextField
        label={t`Start date`}
        required
        type="datetime-local"
        error={errors.startDate?.message}
        {...register("startDate")}
      />
      <TextField
        label={t`End date`}
        type="datetime-local"
        hint={t`Optional: the planned end.`}
        error={errors.endDate?.message}
        {...register("endDate")}
      />
      <MeterField
        label={t`Hour meter reading`}
        error={errors.hourMeterReading?.message}
        {...register("hourMeterReading")}
      />
      <MeterField
        label={t`Mileage reading`}
        error={errors.mileageReading?.message}
        {...register("mileageReading")}
      />
      <TextAreaField
        label={t`Notes`}
        className="sm:col-span-2"
        maxLength={ASSIGNMENT_NOTES_MAX}
        length={notes.length}
        error={errors.notes?.message}
        {...register("notes")}
      />
    </FormSection>
  );
}
