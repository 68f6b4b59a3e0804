import { type AssignmentFormInput, type Equipment, toDateTimeInputValue } from "@mnx/domain";

/** What picking a machine fills in (part 2, 5): its job site, hour meter and mileage. */
export function valuesFromEquipment(equipment: Equipment | null | undefined) {
  return {
    equipmentId: equipment?.id ?? "",
    jobSite: equipment?.currentJobSite ?? "",
    hourMeterReading: equipment ? String(equipment.hourMeter) : "",
    mileageReading: equipment ? String(equipment.mileage) : "",
  };
}

/** The form's opening values: the preset machine's, and a start of now (part 2, 9). */
export function assignmentDefaults(preset: Equipment | null | undefined): AssignmentFormInput {
  return {
    ...valuesFromEquipment(preset),
    operatorId: "",
    startDate: toDateTimeInputValue(new Date()),
    endDate: "",
    notes: "",
  };
}
