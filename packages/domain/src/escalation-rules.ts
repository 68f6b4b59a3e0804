import { ESCALATION_DESCRIPTION_PREFIX } from "./constants.js";
import type { EscalationSeverity, IssueType, WorkOrderPriority, WorkOrderType } from "./enums.js";
import { enumLabel } from "./labels.js";

export interface SeverityInputs {
  severity: EscalationSeverity;
  safetyConcern?: boolean;
  equipmentInoperable?: boolean;
}

/** Part 1, 4: a safety concern forces CRITICAL; inoperable equipment raises LOW to HIGH. */
export function severityAfterRules({
  severity,
  safetyConcern,
  equipmentInoperable,
}: SeverityInputs): EscalationSeverity {
  if (safetyConcern) return "CRITICAL";
  if (equipmentInoperable && severity === "LOW") return "HIGH";
  return severity;
}

/** DECISIONS.md: SAFETY_CONCERN escalates as SAFETY_ISSUE, every other issue type as BREAKDOWN. */
export function escalationWorkOrderType(issueType: IssueType): WorkOrderType {
  return issueType === "SAFETY_CONCERN" ? "SAFETY_ISSUE" : "BREAKDOWN";
}

/** DECISIONS.md: emergency when the (rule-adjusted) severity is CRITICAL or the equipment is inoperable. */
export function escalationIsEmergency(inputs: SeverityInputs): boolean {
  return severityAfterRules(inputs) === "CRITICAL" || inputs.equipmentInoperable === true;
}

/** The work-order priority of an escalation: its rule-adjusted severity (same four names). */
export function escalationPriority(inputs: SeverityInputs): WorkOrderPriority {
  return severityAfterRules(inputs);
}

export interface EscalationDescriptionInputs extends SeverityInputs {
  issueType: IssueType;
  description: string;
  operatorLocation?: string | undefined;
  immediateAttentionRequired?: boolean;
  operatorContactInfo?: string | undefined;
}

/** The escalated work order's description; it starts with 'ESCALATED ISSUE' so `isEscalated` finds it. */
export function escalationDescription(inputs: EscalationDescriptionInputs): string {
  const severity = severityAfterRules(inputs);
  const lines = [
    `${ESCALATION_DESCRIPTION_PREFIX} - ${enumLabel(inputs.issueType)} (${severity})`,
    "",
    inputs.description.trim(),
    "",
  ];
  if (inputs.operatorLocation) lines.push(`Location: ${inputs.operatorLocation}`);
  if (inputs.equipmentInoperable) lines.push("Equipment is inoperable.");
  if (inputs.safetyConcern) lines.push("Safety concern reported.");
  if (inputs.immediateAttentionRequired) lines.push("Immediate attention required.");
  if (inputs.operatorContactInfo) lines.push(`Operator contact: ${inputs.operatorContactInfo}`);
  return lines.join("\n").trimEnd();
}
