import {
  type CreateWorkOrderInput,
  ESTIMATED_HOURS_MAX,
  ESTIMATED_HOURS_MIN,
  ESTIMATED_HOURS_STEP,
  METER_STEP,
} from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { TextField } from "../../../components/ui/text-field";

/** Scheduling & Tracking: estimated hours, the planned window, and the meters at the start of the work. */
export function CreateWorkOrderSchedulingSection() {
  const { register, formState } = useFormContext<CreateWorkOrderInput>();
  const { errors } = formState;
  return (
    <FormSection title="Scheduling & Tracking">
      <TextField
        label="Estimated hours"
        type="number"
        inputMode="decimal"
        // The arrows step from 0 in half hours (0.5, 1, 1.5...); the schema holds the 0.1 minimum.
        min={0}
        max={ESTIMATED_HOURS_MAX}
        step={ESTIMATED_HOURS_STEP}
        hint={`From ${ESTIMATED_HOURS_MIN} to ${ESTIMATED_HOURS_MAX} hours.`}
        error={errors.estimatedHours?.message}
        {...register("estimatedHours")}
      />
      <div className="hidden sm:block" aria-hidden="true" />
      <TextField
        label="Scheduled start"
        type="datetime-local"
        error={errors.scheduledStart?.message}
        {...register("scheduledStart")}
      />
      <TextField
        label="Scheduled end"
        type="datetime-local"
        error={errors.scheduledEnd?.message}
        {...register("scheduledEnd")}
      />
      <TextField
        label="Hour meter start"
        type="number"
        inputMode="decimal"
        min={0}
        step={METER_STEP}
        hint="Filled in from the machine's hour meter."
        error={errors.hourMeterStart?.message}
        {...register("hourMeterStart")}
      />
      <TextField
        label="Mileage start"
        type="number"
        inputMode="decimal"
        min={0}
        step={METER_STEP}
        error={errors.mileageStart?.message}
        {...register("mileageStart")}
      />
    </FormSection>
  );
}
