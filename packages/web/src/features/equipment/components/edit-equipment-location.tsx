import type { EditEquipmentFormInput } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { STATUS_OPTIONS } from "./equipment-select-options";

export function EditEquipmentLocation() {
  const { register, formState } = useFormContext<EditEquipmentFormInput>();
  const { errors } = formState;
  return (
    <FormSection title="Location & Status">
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        error={errors.status?.message}
        {...register("status")}
      />
      <TextField label="Job site" error={errors.currentJobSite?.message} {...register("currentJobSite")} />
      <TextField label="Yard location" error={errors.locationYard?.message} {...register("locationYard")} />
      <TextField
        label="Building"
        error={errors.locationBuilding?.message}
        {...register("locationBuilding")}
      />
      <TextField label="Floor or bay" error={errors.locationFloor?.message} {...register("locationFloor")} />
      <TextField label="Room" error={errors.locationRoom?.message} {...register("locationRoom")} />
    </FormSection>
  );
}
