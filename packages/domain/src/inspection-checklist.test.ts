import { describe, expect, it } from "vitest";
import { ID_1, issuesOf, parsed } from "../test/issues.js";
import {
  emptyInspectionItems,
  INSPECTION_CATEGORIES,
  INSPECTION_CHECKLIST,
  inspectionOutcomeStatus,
  inspectionResultSchema,
  parseInspectionResult,
  summarizeInspection,
} from "./inspection-checklist.js";
import { inspectionSubmissionSchema } from "./schemas/inspection-submission.js";

const allOk = () => emptyInspectionItems().map((entry) => ({ ...entry, status: "OK" as const }));

describe("checklist (part 1, 9)", () => {
  it("has 16 items in 4 categories, 4 each", () => {
    expect(INSPECTION_CHECKLIST).toHaveLength(16);
    expect(INSPECTION_CATEGORIES).toEqual([
      "Engine & Fluids",
      "Safety Systems",
      "Operational Systems",
      "Visual Inspection",
    ]);
    for (const category of INSPECTION_CATEGORIES) {
      expect(INSPECTION_CHECKLIST.filter((entry) => entry.category === category)).toHaveLength(4);
    }
    expect(new Set(INSPECTION_CHECKLIST.map((entry) => entry.item)).size).toBe(16);
  });
  it("starts every item as NOT_CHECKED", () => {
    expect(
      emptyInspectionItems().every((entry) => entry.status === "NOT_CHECKED" && entry.notes === ""),
    ).toBe(true);
  });
});

describe("submission", () => {
  it("accepts a fully marked checklist", () => {
    const value = parsed(inspectionSubmissionSchema, {
      workOrderId: ID_1,
      items: allOk(),
      hourMeterReading: "1234.5",
    });
    expect(value.hourMeterReading).toBe(1234.5);
    expect(value.operatorNotes).toBeUndefined();
  });
  it("refuses unmarked, missing, duplicated or unknown items with the spec's alert", () => {
    const message = ["Please complete all inspection items before submitting."];
    const unmarked = allOk().map((entry, i) => (i === 3 ? { ...entry, status: "NOT_CHECKED" } : entry));
    const items = allOk();
    expect(issuesOf(inspectionSubmissionSchema, { workOrderId: ID_1, items: unmarked }).items).toEqual(
      message,
    );
    expect(issuesOf(inspectionSubmissionSchema, { workOrderId: ID_1, items: items.slice(1) }).items).toEqual(
      message,
    );
    const duplicated = [...items.slice(1), items[2]];
    expect(issuesOf(inspectionSubmissionSchema, { workOrderId: ID_1, items: duplicated }).items).toEqual(
      message,
    );
    const unknown = items.map((e, i) => (i === 0 ? { ...e, item: "Cup holder" } : e));
    expect(issuesOf(inspectionSubmissionSchema, { workOrderId: ID_1, items: unknown }).items).toEqual(
      message,
    );
  });
  it("the hour meter is a number of at least 0", () => {
    expect(
      issuesOf(inspectionSubmissionSchema, { workOrderId: ID_1, items: allOk(), hourMeterReading: "-1" }),
    ).toEqual({
      hourMeterReading: ["Hour meter cannot be negative"],
    });
  });
});

describe("summary and outcome", () => {
  it("all OK passes and completes", () => {
    const summary = summarizeInspection(allOk());
    expect(summary).toEqual({ totalItems: 16, itemsOK: 16, itemsNeedingAttention: 0, overallResult: "PASS" });
    expect(inspectionOutcomeStatus(summary)).toBe("COMPLETED");
  });
  it("anything needing attention waits for approval", () => {
    const items = allOk().map((e, i) => (i < 2 ? { ...e, status: "NEEDS_ATTENTION" as const } : e));
    const summary = summarizeInspection(items);
    expect(summary).toEqual({
      totalItems: 16,
      itemsOK: 14,
      itemsNeedingAttention: 2,
      overallResult: "NEEDS_ATTENTION",
    });
    expect(inspectionOutcomeStatus(summary)).toBe("WAITING_APPROVAL");
  });
  it("a stored result reads back; anything else gives null", () => {
    const result = {
      summary: summarizeInspection(allOk()),
      items: allOk(),
      operatorNotes: "",
      hourMeterReading: 12,
      completedAt: "2025-01-15T10:00:00.000Z",
      completedBy: ID_1,
    };
    expect(parsed(inspectionResultSchema, result)).toEqual(result);
    expect(parseInspectionResult(JSON.stringify(result))).toEqual(result);
    expect(parseInspectionResult("Replaced the hose")).toBeNull();
    expect(parseInspectionResult('{"summary":1}')).toBeNull();
    expect(parseInspectionResult(null)).toBeNull();
  });
});
