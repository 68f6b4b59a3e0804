import type { CreateWorkOrderInput, Equipment } from "@mnx/domain";
import { Controller, useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { EquipmentPicker } from "../../pickers/equipment-picker";
import { workOrderValuesFromEquipment } from "../api/work-order-form-values";
import { CreateWorkOrderEquipmentDetails } from "./create-work-order-equipment-details";

interface CreateWorkOrderEquipmentSectionProps {
  equipment: Equipment | null;
  onEquipment: (equipment: Equipment | null) => void;
  /** A preset machine cannot be changed. */
  locked: boolean;
}

/** Equipment Information: any machine of the fleet; picking one fills in job site, operator and hour meter. */
export function CreateWorkOrderEquipmentSection({
  equipment,
  onEquipment,
  locked,
}: CreateWorkOrderEquipmentSectionProps) {
  const { control, setValue, formState } = useFormContext<CreateWorkOrderInput>();
  const pick = (next: Equipment | null) => {
    onEquipment(next);
    const values = workOrderValuesFromEquipment(next);
    const options = { shouldValidate: formState.isSubmitted, shouldDirty: true };
    setValue("equipmentId", values.equipmentId, options);
    if (!next) return;
    setValue("jobSite", values.jobSite, options);
    setValue("equipmentOperatorId", values.equipmentOperatorId, options);
    setValue("hourMeterStart", values.hourMeterStart, options);
  };
  return (
    <FormSection title="Equipment Information">
      <Controller
        control={control}
        name="equipmentId"
        render={({ field, fieldState }) => (
          <EquipmentPicker
            label="Equipment"
            required
            className="sm:col-span-2"
            value={typeof field.value === "string" ? field.value : null}
            onChange={pick}
            onBlur={field.onBlur}
            inputRef={field.ref}
            extra={locked && equipment ? [equipment] : undefined}
            disabled={locked}
            error={fieldState.error?.message}
          />
        )}
      />
      {equipment ? <CreateWorkOrderEquipmentDetails equipment={equipment} /> : null}
    </FormSection>
  );
}
