import { useLingui } from "@lingui/react/macro";
import type { CreateWorkOrderInput, Equipment } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { EquipmentPickerField } from "../../../components/pickers/equipment-picker-field";
import { FormSection } from "../../../components/ui/form-section";
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
  const { t } = useLingui();
  const { setValue, formState } = useFormContext<CreateWorkOrderInput>();
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
    <FormSection title={t`Equipment Information`}>
      <EquipmentPickerField onPick={pick} preset={locked ? equipment : null} />
      {equipment ? <CreateWorkOrderEquipmentDetails equipment={equipment} /> : null}
    </FormSection>
  );
}
