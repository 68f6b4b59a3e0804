import { describe, expect, it } from "vitest";
import { alertSeverityOf } from "./machine-alert-rules.js";

describe("alertSeverityOf (a FaultCode's CodeSeverity)", () => {
  it("reads the words makers write", () => {
    expect(alertSeverityOf("Critical")).toBe("CRITICAL");
    expect(alertSeverityOf("RED STOP")).toBe("CRITICAL");
    expect(alertSeverityOf("Shutdown")).toBe("CRITICAL");
    expect(alertSeverityOf("High")).toBe("HIGH");
    expect(alertSeverityOf("Medium")).toBe("MEDIUM");
    expect(alertSeverityOf("amber warning")).toBe("MEDIUM");
    expect(alertSeverityOf("Low")).toBe("LOW");
    expect(alertSeverityOf("Information")).toBe("LOW");
  });

  it("reads warning levels 1 to 3, 3 the most severe", () => {
    expect(alertSeverityOf("3")).toBe("CRITICAL");
    expect(alertSeverityOf("2")).toBe("HIGH");
    expect(alertSeverityOf("1")).toBe("MEDIUM");
    expect(alertSeverityOf("0")).toBe("LOW");
  });

  it("takes an unknown or missing severity as MEDIUM, never silently low", () => {
    expect(alertSeverityOf(null)).toBe("MEDIUM");
    expect(alertSeverityOf("")).toBe("MEDIUM");
    expect(alertSeverityOf("purple")).toBe("MEDIUM");
  });
});
