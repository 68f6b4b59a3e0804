import {
  type ChecklistItem,
  type ChecklistSection,
  type ChecklistTemplate,
  defaultChecklistSections,
  type InspectionSubmissionInput,
} from "@mnx/domain";

/** A checklist item as the form shows it: a template's (with its id), or the built-in default's (without). */
export type FormChecklistItem = Omit<ChecklistItem, "id"> & { id?: string };

/**
 * What the form asks: the template version's sections (its name and number shown by useVersionLabel), or the
 * spec's 16 items when none could be loaded.
 */
export interface FormChecklist {
  versionId?: string;
  version?: { name: string; number: number };
  sections: readonly { title: string; items: readonly FormChecklistItem[] }[];
}

/**
 * The machine's template, or - with no signal and no copy kept on the device - the built-in 16 items, sent
 * without a version as a phone from before templates sends them (the server grades them on the default).
 */
export function formChecklist(template: ChecklistTemplate | undefined): FormChecklist {
  if (!template) return { sections: defaultChecklistSections() };
  return {
    versionId: template.version.id,
    version: { name: template.name, number: template.version.number },
    sections: template.sections as readonly ChecklistSection[],
  };
}

/** The form's items, unmarked, in the checklist's order. */
export function emptyChecklistItems(checklist: FormChecklist): InspectionSubmissionInput["items"] {
  return checklist.sections.flatMap((section) =>
    section.items.map((item) => ({
      category: section.title,
      item: item.name,
      status: "NOT_CHECKED" as const,
      notes: "",
      ...(item.id ? { templateItemId: item.id } : {}),
      ...(item.kind === "READING" ? { reading: "" } : {}),
    })),
  );
}
