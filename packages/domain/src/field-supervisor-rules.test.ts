import { describe, expect, it } from "vitest";
import { inspectionFollowUpText, supervisorPendingToday } from "./field-supervisor-rules.js";

describe("supervisorPendingToday", () => {
  it("counts today's unsubmitted inspections and the machines still waiting for one", () => {
    expect(supervisorPendingToday({ pendingToday: 3, inspectionsNeeded: 4 })).toBe(7);
    expect(supervisorPendingToday({ pendingToday: 0, inspectionsNeeded: 0 })).toBe(0);
  });
});

describe("inspectionFollowUpText", () => {
  it("names the machine and day, and lists each failed item with its note", () => {
    const text = inspectionFollowUpText("EX-101", "2026-03-02", [
      { category: "Visual Inspection", item: "Fluid Leaks", notes: "Drip under the final drive." },
      { category: "Safety Systems", item: "Backup Alarm & Strobe", notes: "" },
    ]);
    expect(text.title).toBe("Inspection follow-up - EX-101");
    expect(text.description).toBe(
      [
        "Daily inspection of 2026-03-02 found items needing attention:",
        "- Visual Inspection: Fluid Leaks (Drip under the final drive.)",
        "- Safety Systems: Backup Alarm & Strobe",
      ].join("\n"),
    );
  });

  it("stays within the work order's title and description limits", () => {
    const long = "n".repeat(600);
    const items = Array.from({ length: 16 }, () => ({
      category: "Visual Inspection" as const,
      item: "Guards",
      notes: long,
    }));
    const text = inspectionFollowUpText("X".repeat(300), "2026-03-02", items);
    expect(text.title.length).toBe(255);
    expect(text.description.length).toBe(2000);
    expect(text.description.endsWith("…")).toBe(true);
  });
});
