import { describe, expect, it } from "vitest";
import { daysToGoLabel, hoursToGoLabel, planIntervalLabel } from "./maintenance-plan-rules.js";

describe("maintenance plan labels", () => {
  it("names the intervals", () => {
    expect(planIntervalLabel({ intervalHours: 250, intervalDays: null })).toBe("Every 250 h");
    expect(planIntervalLabel({ intervalHours: null, intervalDays: 1 })).toBe("Every 1 day");
    expect(planIntervalLabel({ intervalHours: 1000, intervalDays: 365 })).toBe(
      "Every 1,000 h or 365 days, whichever comes first",
    );
  });
  it("hours to go, at the boundary and past it", () => {
    expect(hoursToGoLabel(250, 249.9)).toBe("0.1 h to go");
    expect(hoursToGoLabel(250, 250)).toBe("Due now");
    expect(hoursToGoLabel(250, 262.5)).toBe("12.5 h overdue");
    expect(hoursToGoLabel(null, 10)).toBeNull();
  });
  it("days to go in UTC days", () => {
    const now = new Date("2026-03-10T23:30:00Z");
    expect(daysToGoLabel("2026-03-22", now)).toBe("in 12 days");
    expect(daysToGoLabel("2026-03-11", now)).toBe("in 1 day");
    expect(daysToGoLabel("2026-03-10", now)).toBe("today");
    expect(daysToGoLabel("2026-03-07", now)).toBe("3 days overdue");
    expect(daysToGoLabel(null, now)).toBeNull();
  });
});
