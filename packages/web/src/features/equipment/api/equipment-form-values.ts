import {
  type AddEquipmentFormInput,
  type EditEquipmentForm,
  type EditEquipmentFormInput,
  type Equipment,
  editEquipmentFormSchema,
} from "@mnx/domain";

/** Add Heavy Equipment defaults (part 2, 5): excavator, earthmoving, operational, this year, meters at 0. */
export function addEquipmentDefaults(): AddEquipmentFormInput {
  return {
    equipmentNumber: "",
    name: "",
    equipmentType: "EXCAVATOR",
    category: "EARTHMOVING",
    make: "",
    model: "",
    year: String(new Date().getFullYear()),
    serialNumber: "",
    hourMeter: "0",
    mileage: "0",
    status: "OPERATIONAL",
    currentJobSite: "",
    locationYard: "",
    locationBuilding: "",
    locationFloor: "",
    locationRoom: "",
    assignedOperatorId: "",
    purchaseDate: "",
    warrantyExpiry: "",
    qrCode: "",
    notes: "",
  };
}

/** The fields the Edit Equipment modal shows, as form text. */
export type EditEquipmentValues = Pick<
  EditEquipmentFormInput,
  | "name"
  | "make"
  | "model"
  | "serialNumber"
  | "year"
  | "equipmentType"
  | "category"
  | "status"
  | "currentJobSite"
  | "locationYard"
  | "locationBuilding"
  | "locationFloor"
  | "locationRoom"
  | "purchaseDate"
  | "warrantyExpiry"
>;

export function editEquipmentValues(equipment: Equipment): EditEquipmentValues {
  return {
    name: equipment.name,
    make: equipment.make,
    model: equipment.model ?? "",
    serialNumber: equipment.serialNumber ?? "",
    year: equipment.year === null ? "" : String(equipment.year),
    equipmentType: equipment.equipmentType,
    category: equipment.category,
    status: equipment.status,
    currentJobSite: equipment.currentJobSite ?? "",
    locationYard: equipment.locationYard ?? "",
    locationBuilding: equipment.locationBuilding ?? "",
    locationFloor: equipment.locationFloor ?? "",
    locationRoom: equipment.locationRoom ?? "",
    purchaseDate: equipment.purchaseDate ?? "",
    warrantyExpiry: equipment.warrantyExpiry ?? "",
  };
}

/**
 * The fields whose parsed value differs from the machine's own (part 2, 5: only changed fields are sent).
 * Both sides go through the same schema, so '  ' versus '' or a re-typed date is no change.
 */
export function changedFields(initial: EditEquipmentValues, parsed: EditEquipmentForm): EditEquipmentForm {
  const before = editEquipmentFormSchema.safeParse(initial);
  const base: Partial<EditEquipmentForm> = before.success ? before.data : {};
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    if (value !== base[key as keyof EditEquipmentForm]) changes[key] = value;
  }
  return changes as EditEquipmentForm;
}
