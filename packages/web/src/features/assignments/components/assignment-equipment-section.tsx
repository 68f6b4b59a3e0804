import { useLingui } from "@lingui/react/macro";
import {
  ASSIGNMENT_MESSAGES,
  type AssignmentFormInput,
  type Equipment,
  isEquipmentAvailable,
} from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { EquipmentPickerField } from "../../../components/pickers/equipment-picker-field";
import { Alert } from "../../../components/ui/alert";
import { FormSection } from "../../../components/ui/form-section";
import { domainText } from "../../../lib/i18n/i18n";
import { valuesFromEquipment } from "../api/assignment-form-values";
import { SelectedEquipmentDetails } from "./selected-equipment-details";

interface AssignmentEquipmentSectionProps {
  equipment: Equipment | null;
  onEquipment: (equipment: Equipment | null) => void;
  /** A preset machine cannot be changed. */
  locked: boolean;
}

const available = (equipment: Equipment) => isEquipmentAvailable(equipment.status);

/** Equipment Selection: available machines only; picking one fills in job site, hour meter and mileage. */
export function AssignmentEquipmentSection({
  equipment,
  onEquipment,
  locked,
}: AssignmentEquipmentSectionProps) {
  const { t } = useLingui();
  const { setValue, formState } = useFormContext<AssignmentFormInput>();
  const current = equipment?.assignedOperator;
  const currentName = current ? `${current.firstName} ${current.lastName}` : "";
  const pick = (next: Equipment | null) => {
    onEquipment(next);
    const values = valuesFromEquipment(next);
    const options = { shouldValidate: formState.isSubmitted, shouldDirty: true };
    setValue("equipmentId", values.equipmentId, options);
    if (!next) return;
    setValue("jobSite", values.jobSite, options);
    setValue("hourMeterReading", values.hourMeterReading, options);
    setValue("mileageReading", values.mileageReading, options);
  };
  return (
    <FormSection title={t`Equipment Selection`}>
      <EquipmentPickerField
        onPick={pick}
        preset={locked ? equipment : null}
        filter={available}
        hint={t`Only available equipment (operational or in service) is listed.`}
      />
      {equipment ? (
        <div className="space-y-3 sm:col-span-2">
          <SelectedEquipmentDetails equipment={equipment} />
          {current ? (
            <Alert tone="warning" title={t`Currently assigned to ${currentName}`}>
              {domainText(ASSIGNMENT_MESSAGES.replacesCurrent)}
            </Alert>
          ) : null}
        </div>
      ) : null}
    </FormSection>
  );
}
