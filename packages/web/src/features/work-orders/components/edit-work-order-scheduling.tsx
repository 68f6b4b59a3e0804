import {
  type EditWorkOrderFormInput,
  ESTIMATED_HOURS_MAX,
  ESTIMATED_HOURS_MIN,
  ESTIMATED_HOURS_STEP,
  WORK_ORDER_JOB_SITE_MAX,
} from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { TextField } from "../../../components/ui/text-field";

/** Where and when: job site, estimated hours, the scheduled window, the due date and the emergency flag. */
export function EditWorkOrderScheduling() {
  const { register, formState } = useFormContext<EditWorkOrderFormInput>();
  const { errors } = formState;
  return (
    <FormSection title="Scheduling & Location">
      <TextField
        label="Job site"
        maxLength={WORK_ORDER_JOB_SITE_MAX}
        error={errors.jobSite?.message}
        {...register("jobSite")}
      />
      <TextField
        label="Estimated hours"
        type="number"
        inputMode="decimal"
        min={ESTIMATED_HOURS_MIN}
        max={ESTIMATED_HOURS_MAX}
        step={ESTIMATED_HOURS_STEP}
        error={errors.estimatedHours?.message}
        {...register("estimatedHours")}
      />
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
      <TextField label="Due date" type="date" error={errors.dueDate?.message} {...register("dueDate")} />
      <label className="flex min-h-11 cursor-pointer items-center gap-3 self-end rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm font-medium text-ink hover:bg-surface-muted has-checked:border-danger-line has-checked:bg-danger-soft">
        <input type="checkbox" className="size-5 shrink-0 accent-accent" {...register("isEmergency")} />
        Emergency
      </label>
    </FormSection>
  );
}
