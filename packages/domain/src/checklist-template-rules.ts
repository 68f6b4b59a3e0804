import {
  INCOMPLETE_INSPECTION_MESSAGE,
  INSPECTION_CHECKLIST,
  isCriticalInspectionItem,
} from "./inspection-checklist.js";

/**
 * Checklist templates (docs/decisions/042): what a daily inspection asks, per equipment type or per machine.
 * An item is marked OK / Needs attention (PASS_FAIL), the same or Not applicable (PASS_FAIL_NA), or is a
 * reading with a unit and an allowed range (READING): a reading outside its range is a failed item (and so a
 * defect), never an error.
 */
export const CHECKLIST_ITEM_KINDS = ["PASS_FAIL", "PASS_FAIL_NA", "READING"] as const;
export type ChecklistItemKind = (typeof CHECKLIST_ITEM_KINDS)[number];

export const CHECKLIST_ITEM_KIND_LABELS: Readonly<Record<ChecklistItemKind, string>> = {
  PASS_FAIL: "Pass / fail",
  PASS_FAIL_NA: "Pass / fail / N/A",
  READING: "Reading with a range",
};

/** The rules a template item carries, as a version keeps them. */
export interface ChecklistRange {
  unit: string | null;
  min: number | null;
  max: number | null;
}

/** Whether a reading lies in its item's allowed range (a missing bound does not limit). */
export const readingInRange = (value: number, range: Pick<ChecklistRange, "min" | "max">) =>
  (range.min === null || value >= range.min) && (range.max === null || value <= range.max);

/** 'between 10 and 50 psi', 'at least 10 psi', 'at most 50 psi' (the form and the failure note say it). */
export function rangeLabel(range: ChecklistRange): string {
  const unit = range.unit ? ` ${range.unit}` : "";
  if (range.min !== null && range.max !== null) return `between ${range.min} and ${range.max}${unit}`;
  if (range.min !== null) return `at least ${range.min}${unit}`;
  if (range.max !== null) return `at most ${range.max}${unit}`;
  return "any value";
}

/** A reading item's mark: OK in range, NEEDS_ATTENTION out of it (a failed item, so a defect). */
export const readingStatus = (value: number, range: ChecklistRange) =>
  readingInRange(value, range) ? ("OK" as const) : ("NEEDS_ATTENTION" as const);

/** The note a reading out of range carries on its defect when the operator wrote none. */
export const outOfRangeNote = (value: number, range: ChecklistRange) =>
  `Reading ${value}${range.unit ? ` ${range.unit}` : ""} is out of range (allowed ${rangeLabel(range)}).`;

/** The statuses an item of a kind may be submitted with. */
export const allowedItemStatuses = (kind: ChecklistItemKind) =>
  kind === "PASS_FAIL_NA"
    ? (["OK", "NEEDS_ATTENTION", "NOT_APPLICABLE"] as const)
    : (["OK", "NEEDS_ATTENTION"] as const);

const counted = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** '4 sections · 16 items · 0 readings · 8 critical': what a template asks, on its card. */
export function checklistSummary(
  sections: readonly { items: readonly { kind: string; critical: boolean }[] }[],
) {
  const items = sections.flatMap((section) => section.items);
  return [
    counted(sections.length, "section"),
    counted(items.length, "item"),
    counted(items.filter((item) => item.kind === "READING").length, "reading"),
    `${items.filter((item) => item.critical).length} critical`,
  ].join(" · ");
}

export const DEFAULT_CHECKLIST_NAME = "Daily inspection (all equipment)";

/**
 * The default template every organization has: the spec's 16 items in its four categories, critical as
 * decision 040 chose (CRITICAL_INSPECTION_ITEMS), all pass / fail.
 */
export function defaultChecklistSections() {
  const titles = [...new Set(INSPECTION_CHECKLIST.map((entry) => entry.category))];
  return titles.map((title) => ({
    title,
    items: INSPECTION_CHECKLIST.filter((entry) => entry.category === title).map((entry) => ({
      name: entry.item,
      kind: "PASS_FAIL" as const,
      unit: null,
      min: null,
      max: null,
      photoRequiredOnFail: false,
      critical: isCriticalInspectionItem(entry),
    })),
  }));
}

export const CHECKLIST_MESSAGES = {
  notFound: "Checklist template not found",
  versionNotFound: "Checklist template version not found",
  exists: "This equipment type or machine already has a checklist template: edit it instead.",
  scopeRequired: "Choose an equipment type or a machine",
  defaultScopeFixed:
    "The default template applies to every machine; it cannot be moved to a type or machine.",
  notForEquipment: "This checklist version does not apply to this machine.",
  itemRemoved: (item: string, version: number) =>
    `The checklist changed since this inspection began: '${item}' is not in version ${version}. Start the inspection again on the current checklist.`,
  incomplete: INCOMPLETE_INSPECTION_MESSAGE,
  readingRequired: (item: string) => `Enter the reading for '${item}'`,
  notApplicable: (item: string) => `'${item}' cannot be marked not applicable`,
  photoRequired: (item: string) => `'${item}' needs a photo when it fails`,
  published: (version: number) => `Checklist published as version ${version}`,
  created: "Checklist template created",
} as const;

/** A version's item as grading reads it. */
export interface GradableItem extends ChecklistRange {
  id: string;
  name: string;
  kind: ChecklistItemKind;
  photoRequiredOnFail: boolean;
  critical: boolean;
}

/** A submitted mark (the phone's), before grading. */
export interface SubmittedMark {
  category: string;
  item: string;
  status: string;
  notes: string;
  templateItemId?: string | undefined;
  reading?: number | undefined;
  photoIds?: readonly string[] | undefined;
}

/** A graded item: named as its version names it, a reading's mark decided by its range. */
export interface GradedItem {
  category: string;
  item: string;
  status: "OK" | "NEEDS_ATTENTION" | "NOT_APPLICABLE";
  notes: string;
  templateItemId: string;
  reading?: number;
  unit?: string;
  critical: boolean;
}

export type GradingRefusal =
  | { code: "CHECKLIST_ITEM_REMOVED"; message: string }
  | { code: "INSPECTION_INCOMPLETE"; message: string };

/**
 * Grades a submission against the version it was started with (docs/decisions/042), in the submission's order:
 * an item not in the version is refused (the checklist changed since: 409), every item of the version must be
 * marked once (400); a reading is OK in its range and NEEDS_ATTENTION out of it (whatever the phone said), with a
 * note saying so when the operator wrote none; N/A only where the kind allows it; a failed item whose template
 * asks for a photo must carry one. Without template item ids (a phone from before templates), items are matched
 * by section and name.
 */
export function gradeInspection(
  version: { number: number; sections: readonly { title: string; items: readonly GradableItem[] }[] },
  marks: readonly SubmittedMark[],
): { graded: GradedItem[] } | { refused: GradingRefusal } {
  const known = new Map<string, { title: string; item: GradableItem }>();
  for (const section of version.sections)
    for (const item of section.items) known.set(item.id, { title: section.title, item });
  const byName = (mark: SubmittedMark) =>
    [...known.values()].find((entry) => entry.title === mark.category && entry.item.name === mark.item);
  const graded: GradedItem[] = [];
  for (const mark of marks) {
    const found = mark.templateItemId ? known.get(mark.templateItemId) : byName(mark);
    if (!found)
      return {
        refused: {
          code: "CHECKLIST_ITEM_REMOVED",
          message: CHECKLIST_MESSAGES.itemRemoved(mark.item, version.number),
        },
      };
    const { title, item } = found;
    const incomplete = (message: string) => ({
      refused: { code: "INSPECTION_INCOMPLETE" as const, message },
    });
    let status = mark.status as GradedItem["status"];
    let notes = mark.notes;
    const entry: Partial<GradedItem> = {};
    if (item.kind === "READING") {
      if (mark.reading === undefined) return incomplete(CHECKLIST_MESSAGES.readingRequired(item.name));
      status = readingStatus(mark.reading, item);
      if (status === "NEEDS_ATTENTION" && !notes) notes = outOfRangeNote(mark.reading, item);
      entry.reading = mark.reading;
      if (item.unit) entry.unit = item.unit;
    } else if (!(allowedItemStatuses(item.kind) as readonly string[]).includes(status)) {
      return incomplete(
        status === "NOT_APPLICABLE"
          ? CHECKLIST_MESSAGES.notApplicable(item.name)
          : CHECKLIST_MESSAGES.incomplete,
      );
    }
    if (status === "NEEDS_ATTENTION" && item.photoRequiredOnFail && !mark.photoIds?.length)
      return incomplete(CHECKLIST_MESSAGES.photoRequired(item.name));
    graded.push({
      category: title,
      item: item.name,
      status,
      notes,
      templateItemId: item.id,
      critical: item.critical,
      ...entry,
    });
  }
  const marked = new Set(graded.map((entry) => entry.templateItemId));
  if (marked.size !== graded.length || marked.size !== known.size)
    return { refused: { code: "INSPECTION_INCOMPLETE", message: CHECKLIST_MESSAGES.incomplete } };
  return { graded };
}
