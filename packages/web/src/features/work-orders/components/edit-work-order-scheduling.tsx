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
import { WorkOrderCheckbox } from "./work-order-checkbox";

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
      <WorkOrderCheckbox label="Emergency" {...register("isEmergency")} />
    </FormSection>
  );
}
