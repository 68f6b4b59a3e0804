import { type ChecklistTemplate, checklistContentSchema } from "@mnx/domain";
import { describe, expect, it } from "vitest";
import { checklistFormValues, copiedSections } from "./checklist-form-values";

const crane: ChecklistTemplate = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Crane daily",
  isDefault: false,
  kind: "DAILY",
  equipmentType: "CRANE",
  equipment: null,
  version: {
    id: "00000000-0000-4000-8000-000000000002",
    number: 3,
    publishedAt: "2026-11-28T08:00:00.000Z",
    current: true,
  },
  sections: [
    {
      title: "Boom & Hoist",
      items: [
        {
          id: "00000000-0000-4000-8000-000000000003",
          name: "Boom hydraulic pressure",
          kind: "READING",
          unit: "bar",
          min: 150,
          max: 210,
          photoRequiredOnFail: false,
          critical: true,
        },
        {
          id: "00000000-0000-4000-8000-000000000004",
          name: "Hook safety latch",
          kind: "PASS_FAIL",
          unit: null,
          min: null,
          max: null,
          photoRequiredOnFail: true,
          critical: true,
        },
      ],
    },
  ],
};

describe("the checklist editor's values", () => {
  it("edits a template with its items' ids, so the same item stays the same item", () => {
    const values = checklistFormValues(crane);
    expect(values.sections[0]?.items.map((item) => item.id)).toEqual([
      "00000000-0000-4000-8000-000000000003",
      "00000000-0000-4000-8000-000000000004",
    ]);
  });

  it("copies another template's sections and items without their ids, valid as they are", () => {
    const sections = copiedSections(crane);
    expect(sections[0]?.items.every((item) => !("id" in item))).toBe(true);
    expect(sections[0]?.items[0]).toMatchObject({ name: "Boom hydraulic pressure", unit: "bar", min: 150 });
    expect(checklistContentSchema.safeParse({ name: "Crane copy", sections }).success).toBe(true);
  });
});
