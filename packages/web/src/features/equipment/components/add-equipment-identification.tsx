import type { AddEquipmentFormInput } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { CATEGORY_OPTIONS, TYPE_OPTIONS } from "./equipment-select-options";

export function AddEquipmentIdentification() {
  const { register, formState } = useFormContext<AddEquipmentFormInput>();
  const { errors } = formState;
  return (
    <FormSection title="Equipment Identification">
      <TextField
        label="Equipment number"
        required
        placeholder="e.g. EX-205"
        autoCapitalize="characters"
        error={errors.equipmentNumber?.message}
        {...register("equipmentNumber")}
      />
      <TextField label="Equipment name" required error={errors.name?.message} {...register("name")} />
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
      <TextField
        label="Manufacturer"
        required
        placeholder="e.g. Caterpillar"
        error={errors.make?.message}
        {...register("make")}
      />
      <TextField label="Model" error={errors.model?.message} {...register("model")} />
      <TextField
        label="Year"
        type="number"
        inputMode="numeric"
        error={errors.year?.message}
        {...register("year")}
      />
      <TextField label="Serial number" error={errors.serialNumber?.message} {...register("serialNumber")} />
    </FormSection>
  );
}
