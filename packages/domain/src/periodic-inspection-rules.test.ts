import { describe, expect, it } from "vitest";
import {
  addInterval,
  isPeriodicAssigneeRole,
  periodicDueLabel,
  periodicDueState,
  periodicIntervalLabel,
} from "./periodic-inspection-rules.js";

describe("addInterval", () => {
  it("adds days across months and years", () => {
    expect(addInterval("2026-12-30", 3, "DAYS")).toBe("2027-01-02");
    expect(addInterval("2026-03-10", -14, "DAYS")).toBe("2026-02-24");
  });
  it("adds calendar months, stopping at the end of a shorter month", () => {
    expect(addInterval("2026-01-31", 1, "MONTHS")).toBe("2026-02-28");
    expect(addInterval("2028-01-31", 1, "MONTHS")).toBe("2028-02-29");
    expect(addInterval("2026-05-15", 12, "MONTHS")).toBe("2027-05-15");
    expect(addInterval("2026-11-30", 3, "MONTHS")).toBe("2027-02-28");
  });
});

describe("periodicDueState", () => {
  it("is scheduled before the window, due within it and on the day, overdue after", () => {
    expect(periodicDueState("2026-06-30", 14, "2026-06-15")).toBe("SCHEDULED");
    expect(periodicDueState("2026-06-30", 14, "2026-06-16")).toBe("DUE");
    expect(periodicDueState("2026-06-30", 14, "2026-06-30")).toBe("DUE");
    expect(periodicDueState("2026-06-30", 14, "2026-07-01")).toBe("OVERDUE");
  });
  it("with no margin is due only on the day", () => {
    expect(periodicDueState("2026-06-30", 0, "2026-06-29")).toBe("SCHEDULED");
    expect(periodicDueState("2026-06-30", 0, "2026-06-30")).toBe("DUE");
  });
});

describe("labels and roles", () => {
  it("says the interval and how far the due day is", () => {
    expect(periodicIntervalLabel(12, "MONTHS")).toBe("Every 12 months");
    expect(periodicIntervalLabel(1, "MONTHS")).toBe("Every month");
    expect(periodicIntervalLabel(90, "DAYS")).toBe("Every 90 days");
    expect(periodicDueLabel("2026-06-30", "2026-06-25")).toBe("Due in 5 days");
    expect(periodicDueLabel("2026-06-30", "2026-06-30")).toBe("Due today");
    expect(periodicDueLabel("2026-06-30", "2026-07-01")).toBe("1 day overdue");
  });
  it("lets inspectors, mechanics and shop foremen be assigned, nobody else", () => {
    expect(["INSPECTOR", "MECHANIC", "SHOP_FOREMAN"].every(isPeriodicAssigneeRole)).toBe(true);
    expect(["OPERATOR", "VIEWER", "FIELD_SUPERVISOR", "FLEET_MANAGER"].some(isPeriodicAssigneeRole)).toBe(
      false,
    );
  });
});
