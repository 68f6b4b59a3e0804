import type { ChecklistTemplate } from "@mnx/domain";
import { describe, expect, it } from "vitest";
import { emptyChecklistItems, formChecklist } from "./inspection-checklist";

const template: ChecklistTemplate = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Crane daily",
  isDefault: false,
  kind: "DAILY",
  equipmentType: "CRANE",
  equipment: null,
  version: {
    id: "00000000-0000-4000-8000-000000000002",
    number: 3,
    publishedAt: "2026-11-28T10:00:00.000Z",
    current: true,
  },
  sections: [
    {
      title: "Boom",
      items: [
        {
          id: "00000000-0000-4000-8000-000000000003",
          name: "Boom pressure",
          kind: "READING",
          unit: "bar",
          min: 150,
          max: 210,
          photoRequiredOnFail: false,
          critical: true,
        },
        {
          id: "00000000-0000-4000-8000-000000000004",
          name: "Hook latch",
          kind: "PASS_FAIL_NA",
          unit: null,
          min: null,
          max: null,
          photoRequiredOnFail: true,
          critical: false,
        },
      ],
    },
  ],
};

describe("the daily inspection's checklist", () => {
  it("is the machine's template version, each item unmarked and naming its template item", () => {
    const checklist = formChecklist(template);
    expect(checklist.versionId).toBe(template.version.id);
    expect(checklist.version).toEqual({ name: "Crane daily", number: 3 });
    expect(emptyChecklistItems(checklist)).toEqual([
      {
        category: "Boom",
        item: "Boom pressure",
        status: "NOT_CHECKED",
        notes: "",
        templateItemId: "00000000-0000-4000-8000-000000000003",
        reading: "",
      },
      {
        category: "Boom",
        item: "Hook latch",
        status: "NOT_CHECKED",
        notes: "",
        templateItemId: "00000000-0000-4000-8000-000000000004",
      },
    ]);
  });

  it("without a template (no signal, no copy kept) is the built-in 16 items, sent without a version", () => {
    const checklist = formChecklist(undefined);
    expect(checklist.versionId).toBeUndefined();
    const items = emptyChecklistItems(checklist);
    expect(items).toHaveLength(16);
    expect(items.every((entry) => !("templateItemId" in entry))).toBe(true);
  });
});
