import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { FormSection } from "../../../components/ui/form-section";
import { EquipmentField, type EquipmentFieldName, type EquipmentFormKind } from "./equipment-fields";

interface Section {
  title: MessageDescriptor;
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
      title: msg`Equipment Identification`,
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
    { title: msg`Operational Tracking`, fields: ["hourMeter", "mileage", "status"] },
    { title: msg`Location & Assignment`, fields: [...LOCATION, "assignedOperatorId"] },
    { title: msg`Additional Information`, fields: ["purchaseDate", "warrantyExpiry", "qrCode", "notes"] },
  ],
  edit: [
    {
      title: msg`Equipment Details`,
      fields: ["name", "make", "model", "serialNumber", "year", "equipmentType", "category"],
    },
    { title: msg`Location & Status`, fields: ["status", ...LOCATION] },
    { title: msg`Important Dates`, fields: ["purchaseDate", "warrantyExpiry"] },
  ],
};

/** The Add or Edit Equipment form's sections and fields. */
export function EquipmentFormSections({ kind }: { kind: EquipmentFormKind }) {
  const { i18n } = useLingui();
  return SECTIONS[kind].map((section) => (
    <FormSection key={section.title.id} title={i18n._(section.title)}>
      {section.fields.map((name) => (
        <EquipmentField key={name} name={name} kind={kind} />
      ))}
    </FormSection>
  ));
}
