import { type AddEquipmentFormInput, METER_STEP } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { NEW_EQUIPMENT_STATUS_OPTIONS } from "./equipment-select-options";

export function AddEquipmentTracking() {
  const { register, formState } = useFormContext<AddEquipmentFormInput>();
  const { errors } = formState;
  return (
    <FormSection title="Operational Tracking">
      <TextField
        label="Hour meter"
        type="number"
        inputMode="decimal"
        min={0}
        step={METER_STEP}
        error={errors.hourMeter?.message}
        {...register("hourMeter")}
      />
      <TextField
        label="Mileage"
        type="number"
        inputMode="decimal"
        min={0}
        step={METER_STEP}
        error={errors.mileage?.message}
        {...register("mileage")}
      />
      <SelectField
        label="Status"
        options={NEW_EQUIPMENT_STATUS_OPTIONS}
        error={errors.status?.message}
        {...register("status")}
      />
    </FormSection>
  );
}
