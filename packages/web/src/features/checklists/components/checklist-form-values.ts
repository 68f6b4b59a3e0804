import type { ChecklistItemInput, ChecklistTemplate, ChecklistTemplateCreateInput } from "@mnx/domain";

/** The editor's values: the content of a version, and the equipment type or machine of a new template. */
export type ChecklistFormValues = ChecklistTemplateCreateInput;

export const newChecklistItem = (): ChecklistItemInput => ({
  name: "",
  kind: "PASS_FAIL",
  unit: "",
  min: "",
  max: "",
  photoRequiredOnFail: false,
  critical: false,
});

/** A template's current version as the form edits it (blank fields for what an item does not have). */
export function checklistFormValues(template: ChecklistTemplate | null): ChecklistFormValues {
  if (!template)
    return {
      name: "",
      equipmentType: "CRANE",
      equipmentId: "",
      kind: "DAILY",
      sections: [{ title: "", items: [newChecklistItem()] }],
    };
  return { name: template.name, sections: sectionValues(template, true) };
}

/**
 * Another template's sections and items as the start of a new one: the items are new (no ids), so the copy's
 * items are its own and its defects are not counted as the original's.
 */
export const copiedSections = (template: ChecklistTemplate) => sectionValues(template, false);

function sectionValues(template: ChecklistTemplate, keepIds: boolean): ChecklistFormValues["sections"] {
  return template.sections.map((section) => ({
    title: section.title,
    items: section.items.map((item) => ({
      ...(keepIds ? { id: item.id } : {}),
      name: item.name,
      kind: item.kind,
      unit: item.unit ?? "",
      min: item.min ?? "",
      max: item.max ?? "",
      photoRequiredOnFail: item.photoRequiredOnFail,
      critical: item.critical,
    })),
  }));
}
