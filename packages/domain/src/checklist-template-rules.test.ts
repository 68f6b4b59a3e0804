import { describe, expect, it } from "vitest";
import {
  allowedItemStatuses,
  checklistSummary,
  defaultChecklistSections,
  gradeInspection,
  outOfRangeNote,
  rangeLabel,
  readingInRange,
  readingStatus,
  type SubmittedMark,
} from "./checklist-template-rules.js";
import { CRITICAL_INSPECTION_ITEMS } from "./inspection-checklist.js";
import { checklistContentSchema, checklistTemplateCreateSchema } from "./schemas/checklist-template.js";
import { inspectionSubmissionSchema } from "./schemas/inspection-submission.js";

const psi = { unit: "psi", min: 10, max: 50 };
const reading = { name: "Boom pressure", kind: "READING" as const, unit: "psi", min: 10, max: 50 };

describe("checklist readings", () => {
  it("are in range between their bounds, inclusive, and a missing bound does not limit", () => {
    expect(readingInRange(10, psi)).toBe(true);
    expect(readingInRange(50, psi)).toBe(true);
    expect(readingInRange(9.9, psi)).toBe(false);
    expect(readingInRange(50.1, psi)).toBe(false);
    expect(readingInRange(1e9, { min: 0, max: null })).toBe(true);
    expect(readingInRange(-5, { min: null, max: 3 })).toBe(true);
  });

  it("out of range is a failed item with a note that says the allowed range", () => {
    expect(readingStatus(30, psi)).toBe("OK");
    expect(readingStatus(60, psi)).toBe("NEEDS_ATTENTION");
    expect(outOfRangeNote(60, psi)).toBe("Reading 60 psi is out of range (allowed between 10 and 50 psi).");
    expect(rangeLabel({ unit: "°C", min: null, max: 105 })).toBe("at most 105 °C");
    expect(rangeLabel({ unit: null, min: 2, max: null })).toBe("at least 2");
  });

  it("N/A only for the kind that allows it", () => {
    expect(allowedItemStatuses("PASS_FAIL_NA")).toContain("NOT_APPLICABLE");
    expect(allowedItemStatuses("PASS_FAIL")).not.toContain("NOT_APPLICABLE");
    expect(allowedItemStatuses("READING")).not.toContain("NOT_APPLICABLE");
  });
});

describe("the default template", () => {
  it("is the spec's 16 items in four sections, critical as decision 040 chose", () => {
    const sections = defaultChecklistSections();
    expect(checklistSummary(sections)).toBe("4 sections · 16 items · 0 readings · 8 critical");
    expect(checklistSummary([{ items: [{ kind: "READING", critical: false }] }])).toBe(
      "1 section · 1 item · 1 reading · 0 critical",
    );
    expect(sections.map((section) => section.items.length)).toEqual([4, 4, 4, 4]);
    const critical = sections.flatMap((section) =>
      section.items.filter((item) => item.critical).map((item) => `${section.title}|${item.name}`),
    );
    expect(critical).toEqual([...CRITICAL_INSPECTION_ITEMS]);
    expect(checklistContentSchema.safeParse({ name: "Default", sections }).success).toBe(true);
  });
});

describe("a template's content", () => {
  const content = (items: unknown[]) => ({ name: "Crane", sections: [{ title: "Boom", items }] });
  const messages = (input: unknown) => {
    const parsed = checklistContentSchema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it("accepts a reading with a unit and a range", () => {
    expect(messages(content([reading]))).toEqual([]);
  });

  it("refuses a reading without a unit, without bounds, or with its bounds reversed", () => {
    expect(messages(content([{ ...reading, unit: "" }]))).toEqual(["A reading needs a unit"]);
    expect(messages(content([{ ...reading, min: "", max: "" }]))).toEqual([
      "A reading needs a minimum or a maximum",
    ]);
    expect(messages(content([{ ...reading, min: 60 }]))).toEqual(["Maximum must not be below the minimum"]);
  });

  it("refuses two items of one name in a section, and empty sections", () => {
    expect(messages(content([reading, { ...reading, name: "boom pressure" }]))).toEqual([
      "Item names must differ within a section",
    ]);
    expect(messages(content([]))).toEqual(["A section needs at least one item"]);
  });

  it("a new template names an equipment type or a machine, not both, not neither", () => {
    const base = content([reading]);
    expect(checklistTemplateCreateSchema.safeParse({ ...base, equipmentType: "CRANE" }).success).toBe(true);
    expect(checklistTemplateCreateSchema.safeParse(base).success).toBe(false);
    expect(
      checklistTemplateCreateSchema.safeParse({
        ...base,
        equipmentType: "CRANE",
        equipmentId: "00000000-0000-4000-8000-000000000000",
      }).success,
    ).toBe(false);
  });
});

describe("a submission", () => {
  const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  const workOrderId = id(9);

  it("on a template version names each item once, every item marked", () => {
    const items = [
      {
        category: "Boom",
        item: "Boom pressure",
        status: "NEEDS_ATTENTION",
        templateItemId: id(1),
        reading: "60",
      },
      { category: "Boom", item: "Hook latch", status: "NOT_APPLICABLE", templateItemId: id(2) },
    ];
    const parsed = inspectionSubmissionSchema.safeParse({ workOrderId, templateVersionId: id(3), items });
    expect(parsed.success && parsed.data.items[0]?.reading).toBe(60);
    const twice = [items[0], { ...items[1], templateItemId: id(1) }];
    expect(
      inspectionSubmissionSchema.safeParse({ workOrderId, templateVersionId: id(3), items: twice }).success,
    ).toBe(false);
    const unmarked = [items[0], { ...items[1], status: "NOT_CHECKED" }];
    expect(
      inspectionSubmissionSchema.safeParse({ workOrderId, templateVersionId: id(3), items: unmarked })
        .success,
    ).toBe(false);
  });

  it("without a version (a phone from before templates) is still the 16 items", () => {
    const items = defaultChecklistSections().flatMap((section) =>
      section.items.map((item) => ({ category: section.title, item: item.name, status: "OK" })),
    );
    expect(inspectionSubmissionSchema.safeParse({ workOrderId, items }).success).toBe(true);
    expect(inspectionSubmissionSchema.safeParse({ workOrderId, items: items.slice(1) }).success).toBe(false);
    const na = items.map((entry, index) => (index ? entry : { ...entry, status: "NOT_APPLICABLE" }));
    expect(inspectionSubmissionSchema.safeParse({ workOrderId, items: na }).success).toBe(false);
  });
});

describe("grading a submission against its version", () => {
  const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  const item = (n: number, extra: object = {}) => ({
    id: id(n),
    name: `Item ${n}`,
    kind: "PASS_FAIL" as const,
    unit: null,
    min: null,
    max: null,
    photoRequiredOnFail: false,
    critical: false,
    ...extra,
  });
  const version = {
    number: 2,
    sections: [
      {
        title: "Boom",
        items: [
          item(1, { kind: "READING", unit: "psi", min: 10, max: 50, critical: true }),
          item(2, { kind: "PASS_FAIL_NA" }),
        ],
      },
    ],
  };
  const mark = (n: number, extra: object = {}) => ({
    category: "Boom",
    item: `Item ${n}`,
    status: "OK",
    notes: "",
    templateItemId: id(n),
    ...extra,
  });

  it("an out-of-range reading is a failed, critical item with a note, whatever the phone marked", () => {
    const result = gradeInspection(version, [
      mark(1, { reading: 60 }),
      mark(2, { status: "NOT_APPLICABLE" }),
    ]);
    expect(result).toEqual({
      graded: [
        {
          category: "Boom",
          item: "Item 1",
          status: "NEEDS_ATTENTION",
          notes: "Reading 60 psi is out of range (allowed between 10 and 50 psi).",
          templateItemId: id(1),
          reading: 60,
          unit: "psi",
          critical: true,
        },
        {
          category: "Boom",
          item: "Item 2",
          status: "NOT_APPLICABLE",
          notes: "",
          templateItemId: id(2),
          critical: false,
        },
      ],
    });
  });

  it("an item removed since the inspection began is refused with its own code", () => {
    const result = gradeInspection(version, [mark(1, { reading: 20 }), mark(2), mark(3)]);
    expect(result).toEqual({
      refused: {
        code: "CHECKLIST_ITEM_REMOVED",
        message:
          "The checklist changed since this inspection began: 'Item 3' is not in version 2. Start the inspection again on the current checklist.",
      },
    });
  });

  it("a missing reading, a missing item, N/A where not allowed and a failed item without its photo are incomplete", () => {
    const code = (marks: SubmittedMark[]) => {
      const result = gradeInspection(version, marks);
      return "refused" in result ? result.refused.message : "graded";
    };
    expect(code([mark(1), mark(2)])).toBe("Enter the reading for 'Item 1'");
    expect(code([mark(1, { reading: 20 })])).toBe("Please complete all inspection items before submitting.");
    const photo = {
      ...version,
      sections: [{ title: "Boom", items: [item(3, { photoRequiredOnFail: true })] }],
    };
    expect(gradeInspection(photo, [mark(3, { status: "NEEDS_ATTENTION" })])).toEqual({
      refused: { code: "INSPECTION_INCOMPLETE", message: "'Item 3' needs a photo when it fails" },
    });
    expect(
      "graded" in gradeInspection(photo, [mark(3, { status: "NEEDS_ATTENTION", photoIds: [id(9)] })]),
    ).toBe(true);
    const strict = { ...version, sections: [{ title: "Boom", items: [item(4)] }] };
    expect(gradeInspection(strict, [mark(4, { status: "NOT_APPLICABLE" })])).toEqual({
      refused: { code: "INSPECTION_INCOMPLETE", message: "'Item 4' cannot be marked not applicable" },
    });
  });

  it("matches items by section and name when the phone sent no ids (before templates)", () => {
    const result = gradeInspection(version, [
      { category: "Boom", item: "Item 1", status: "OK", notes: "", reading: 30 },
      { category: "Boom", item: "Item 2", status: "NEEDS_ATTENTION", notes: "bent" },
    ]);
    expect("graded" in result && result.graded.map((entry) => entry.templateItemId)).toEqual([id(1), id(2)]);
  });
});
