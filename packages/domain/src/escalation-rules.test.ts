import { describe, expect, it } from "vitest";
import { ESCALATION_SEVERITIES, ISSUE_TYPES } from "./enums.js";
import {
  escalationDescription,
  escalationIsEmergency,
  escalationPriority,
  escalationWorkOrderType,
  severityAfterRules,
} from "./escalation-rules.js";
import { isEscalated } from "./work-order-rules.js";

describe("severityAfterRules (part 1, 4)", () => {
  it("a safety concern forces CRITICAL whatever the severity", () => {
    for (const severity of ESCALATION_SEVERITIES) {
      expect(severityAfterRules({ severity, safetyConcern: true })).toBe("CRITICAL");
      expect(severityAfterRules({ severity, safetyConcern: true, equipmentInoperable: true })).toBe(
        "CRITICAL",
      );
    }
  });
  it("inoperable equipment raises LOW to HIGH and leaves the others", () => {
    expect(severityAfterRules({ severity: "LOW", equipmentInoperable: true })).toBe("HIGH");
    expect(severityAfterRules({ severity: "MEDIUM", equipmentInoperable: true })).toBe("MEDIUM");
    expect(severityAfterRules({ severity: "HIGH", equipmentInoperable: true })).toBe("HIGH");
    expect(severityAfterRules({ severity: "CRITICAL", equipmentInoperable: true })).toBe("CRITICAL");
  });
  it("without either box the severity stays", () => {
    for (const severity of ESCALATION_SEVERITIES) {
      expect(severityAfterRules({ severity, safetyConcern: false, equipmentInoperable: false })).toBe(
        severity,
      );
    }
  });
});

describe("escalated work order (DECISIONS.md)", () => {
  it("SAFETY_CONCERN becomes SAFETY_ISSUE, everything else BREAKDOWN", () => {
    expect(Object.fromEntries(ISSUE_TYPES.map((t) => [t, escalationWorkOrderType(t)]))).toEqual({
      BREAKDOWN: "BREAKDOWN",
      SAFETY_CONCERN: "SAFETY_ISSUE",
      PERFORMANCE_ISSUE: "BREAKDOWN",
      MAINTENANCE_NEEDED: "BREAKDOWN",
      INSPECTION_FAILURE: "BREAKDOWN",
      OTHER: "BREAKDOWN",
    });
  });
  it("emergency when CRITICAL or inoperable", () => {
    expect(escalationIsEmergency({ severity: "CRITICAL" })).toBe(true);
    expect(escalationIsEmergency({ severity: "LOW", equipmentInoperable: true })).toBe(true);
    expect(escalationIsEmergency({ severity: "MEDIUM", safetyConcern: true })).toBe(true);
    expect(escalationIsEmergency({ severity: "HIGH" })).toBe(false);
    expect(escalationIsEmergency({ severity: "LOW", equipmentInoperable: false, safetyConcern: false })).toBe(
      false,
    );
  });
  it("priority follows the adjusted severity", () => {
    expect(escalationPriority({ severity: "LOW", equipmentInoperable: true })).toBe("HIGH");
    expect(escalationPriority({ severity: "MEDIUM" })).toBe("MEDIUM");
  });
  it("the description starts with 'ESCALATED ISSUE', so the order shows as escalated", () => {
    const description = escalationDescription({
      issueType: "SAFETY_CONCERN",
      severity: "LOW",
      safetyConcern: true,
      equipmentInoperable: true,
      description: "  Brake pedal goes to the floor  ",
      operatorLocation: "North pit",
      operatorContactInfo: "op@example.com",
    });
    expect(description.startsWith("ESCALATED ISSUE - Safety Concern (CRITICAL)")).toBe(true);
    expect(description).toContain("\n\nBrake pedal goes to the floor\n");
    expect(description).toContain("Location: North pit");
    expect(description).toContain("Operator contact: op@example.com");
    expect(isEscalated({ status: "PENDING", description })).toBe(true);
  });
});
