import type { AddEquipmentFormInput } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { MeterField } from "../../../components/ui/meter-field";
import { SelectField } from "../../../components/ui/select-field";
import { NEW_EQUIPMENT_STATUS_OPTIONS } from "./equipment-select-options";

export function AddEquipmentTracking() {
  const { register, formState } = useFormContext<AddEquipmentFormInput>();
  const { errors } = formState;
  return (
    <FormSection title="Operational Tracking">
      <MeterField label="Hour meter" error={errors.hourMeter?.message} {...register("hourMeter")} />
      <MeterField label="Mileage" error={errors.mileage?.message} {...register("mileage")} />
      <SelectField
        label="Status"
        options={NEW_EQUIPMENT_STATUS_OPTIONS}
        error={errors.status?.message}
        {...register("status")}
      />
    </FormSection>
  );
}
