import { FormSection } from "../../../components/ui/form-section";
import { EquipmentField, type EquipmentFieldName, type EquipmentFormKind } from "./equipment-fields";

interface Section {
  title: string;
  fields: readonly EquipmentFieldName[];
}

const LOCATION: readonly EquipmentFieldName[] = [
  "currentJobSite",
  "locationYard",
  "locationBuilding",
  "locationFloor",
  "locationRoom",
];

/** The spec's sections of each form (part 2, 2.2 and 2.3); each field itself is written once (equipment-fields). */
const SECTIONS: Record<EquipmentFormKind, readonly Section[]> = {
  add: [
    {
      title: "Equipment Identification",
      fields: [
        "equipmentNumber",
        "name",
        "equipmentType",
        "category",
        "make",
        "model",
        "year",
        "serialNumber",
      ],
    },
    { title: "Operational Tracking", fields: ["hourMeter", "mileage", "status"] },
    { title: "Location & Assignment", fields: [...LOCATION, "assignedOperatorId"] },
    { title: "Additional Information", fields: ["purchaseDate", "warrantyExpiry", "qrCode", "notes"] },
  ],
  edit: [
    {
      title: "Equipment Details",
      fields: ["name", "make", "model", "serialNumber", "year", "equipmentType", "category"],
    },
    { title: "Location & Status", fields: ["status", ...LOCATION] },
    { title: "Important Dates", fields: ["purchaseDate", "warrantyExpiry"] },
  ],
};

/** The Add or Edit Equipment form's sections and fields. */
export function EquipmentFormSections({ kind }: { kind: EquipmentFormKind }) {
  return SECTIONS[kind].map((section) => (
    <FormSection key={section.title} title={section.title}>
      {section.fields.map((name) => (
        <EquipmentField key={name} name={name} kind={kind} />
      ))}
    </FormSection>
  ));
}
