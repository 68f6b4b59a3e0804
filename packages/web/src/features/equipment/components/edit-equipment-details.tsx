import type { EditEquipmentFormInput } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { CATEGORY_OPTIONS, TYPE_OPTIONS } from "./equipment-select-options";

export function EditEquipmentDetails() {
  const { register, formState } = useFormContext<EditEquipmentFormInput>();
  const { errors } = formState;
  return (
    <FormSection title="Equipment Details">
      <TextField label="Equipment name" required error={errors.name?.message} {...register("name")} />
      <TextField label="Manufacturer" required error={errors.make?.message} {...register("make")} />
      <TextField label="Model" error={errors.model?.message} {...register("model")} />
      <TextField label="Serial number" error={errors.serialNumber?.message} {...register("serialNumber")} />
      <TextField
        label="Year"
        type="number"
        inputMode="numeric"
        error={errors.year?.message}
        {...register("year")}
      />
      <SelectField
        label="Equipment type"
        options={TYPE_OPTIONS}
        error={errors.equipmentType?.message}
        {...register("equipmentType")}
      />
      <SelectField
        label="Category"
        options={CATEGORY_OPTIONS}
        error={errors.category?.message}
        {...register("category")}
      />
    </FormSection>
  );
}
