import { type AddEquipmentFormInput, NOTES_MAX } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { TextField } from "../../../components/ui/text-field";
import { TextAreaField } from "../../../components/ui/textarea-field";

export function AddEquipmentAdditional() {
  const { register, formState, watch } = useFormContext<AddEquipmentFormInput>();
  const { errors } = formState;
  const notes = watch("notes") ?? "";
  return (
    <FormSection title="Additional Information">
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
      <TextField
        label="QR code"
        className="sm:col-span-2"
        hint="Leave empty to generate one (MNX-number-code)."
        error={errors.qrCode?.message}
        {...register("qrCode")}
      />
      <TextAreaField
        label="Notes"
        className="sm:col-span-2"
        maxLength={NOTES_MAX}
        length={notes.length}
        error={errors.notes?.message}
        {...register("notes")}
      />
    </FormSection>
  );
}
