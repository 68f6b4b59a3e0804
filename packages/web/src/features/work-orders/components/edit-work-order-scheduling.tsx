import { useLingui } from "@lingui/react/macro";
import { type EditWorkOrderFormInput, WORK_ORDER_JOB_SITE_MAX } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { TextField } from "../../../components/ui/text-field";
import { WorkOrderCheckbox } from "./work-order-checkbox";
import { WorkOrderScheduleFields } from "./work-order-schedule-fields";

/** Where and when: job site, estimated hours, the scheduled window, the due date and the emergency flag. */
export function EditWorkOrderScheduling() {
  const { t } = useLingui();
  const { register, formState } = useFormContext<EditWorkOrderFormInput>();
  const { errors } = formState;
  return (
    <FormSection title={t`Scheduling & Location`}>
      <TextField
        label={t`Job site`}
        maxLength={WORK_ORDER_JOB_SITE_MAX}
        error={errors.jobSite?.message}
        {...register("jobSite")}
      />
      <WorkOrderScheduleFields />
      <TextField label={t`Due date`} type="date" error={errors.dueDate?.message} {...register("dueDate")} />
      <WorkOrderCheckbox label={t`Emergency`} {...register("isEmergency")} />
    </FormSection>
  );
}
