import type { EditEquipmentFormInput } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { TextField } from "../../../components/ui/text-field";

/** Dates of a day: the date input's 'YYYY-MM-DD' is what the edit sends (part 2, 5). */
export function EditEquipmentDates() {
  const { register, formState } = useFormContext<EditEquipmentFormInput>();
  const { errors } = formState;
  return (
    <FormSection title="Important Dates">
      <TextField
        label="Purchase date"
        type="date"
        error={errors.purchaseDate?.message}
        {...register("purchaseDate")}
      />
      <TextField
        label="Warranty expiry"
        type="date"
        error={errors.warrantyExpiry?.message}
        {...register("warrantyExpiry")}
      />
    </FormSection>
  );
}
