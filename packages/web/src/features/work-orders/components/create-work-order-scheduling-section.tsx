import { useLingui } from "@lingui/react/macro";
import type { CreateWorkOrderInput } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { MeterField } from "../../../components/ui/meter-field";
import { WorkOrderScheduleFields } from "./work-order-schedule-fields";

/** Scheduling & Tracking: estimated hours, the planned window, and the meters at the start of the work. */
export function CreateWorkOrderSchedulingSection() {
  const { t } = useLingui();
  const { register, formState } = useFormContext<CreateWorkOrderInput>();
  const { errors } = formState;
  return (
    <FormSection title={t`Scheduling & Tracking`}>
      <WorkOrderScheduleFields windowOnOwnRow />
      <MeterField
        label={t`Hour meter start`}
        hint={t`Filled in from the machine's hour meter.`}
        error={errors.hourMeterStart?.message}
        {...register("hourMeterStart")}
      />
      <MeterField
        label={t`Mileage start`}
        error={errors.mileageStart?.message}
        {...register("mileageStart")}
      />
    </FormSection>
  );
}
