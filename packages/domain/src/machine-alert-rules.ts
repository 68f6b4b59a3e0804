// Machine alerts (docs/decisions/047-machine-alerts-and-feed-values.md): a machine's own fault codes, read from
// its telematics feed (AEMP 2.0 FaultCode elements), as alerts a mechanic acknowledges or clears and a foreman
// turns into a work order. Pure: the server maps the feed's severities with it, the web app shows the labels.

import type { WorkOrderPriority } from "./enums.js";

export const MACHINE_ALERT_SEVERITIES = ["CRITICAL", "HIGH", "MEDIUM", "LOW"] as const;
export type MachineAlertSeverity = (typeof MACHINE_ALERT_SEVERITIES)[number];

/** OPEN: new. ACKNOWLEDGED: a person has seen it and it is being seen to. CLEARED: dealt with (closed). */
export const MACHINE_ALERT_STATUSES = ["OPEN", "ACKNOWLEDGED", "CLEARED"] as const;
export type MachineAlertStatus = (typeof MACHINE_ALERT_STATUSES)[number];

export const MACHINE_ALERT_SEVERITY_LABELS: Readonly<Record<MachineAlertSeverity, string>> = {
  CRITICAL: "Critical",
  HIGH: "High",
  MEDIUM: "Medium",
  LOW: "Low",
};
export const MACHINE_ALERT_STATUS_LABELS: Readonly<Record<MachineAlertStatus, string>> = {
  OPEN: "Open",
  ACKNOWLEDGED: "Acknowledged",
  CLEARED: "Cleared",
};

/** The draft work order's priority: the alert's severity, one for one. */
export const MACHINE_ALERT_PRIORITY: Readonly<Record<MachineAlertSeverity, WorkOrderPriority>> = {
  CRITICAL: "CRITICAL",
  HIGH: "HIGH",
  MEDIUM: "MEDIUM",
  LOW: "LOW",
};

/**
 * ISO/TS 15143-3 leaves a FaultCode's CodeSeverity to the maker: words (High / Medium / Low, Critical, the
 * lamp colours: red stop, amber warning) or numbers (the warning levels 1 to 3 of the larger makers, 3 the
 * most severe: stop the machine). Unknown or missing: MEDIUM (seen, never silently low).
 */
export function alertSeverityOf(written: string | null | undefined): MachineAlertSeverity {
  const value = (written ?? "").trim().toLowerCase();
  if (value === "") return "MEDIUM";
  const level = Number(value);
  if (Number.isFinite(level)) {
    if (level >= 3) return "CRITICAL";
    if (level >= 2) return "HIGH";
    if (level >= 1) return "MEDIUM";
    return "LOW";
  }
  if (/critical|stop|shut ?down|red|severe|emergency|danger/.test(value)) return "CRITICAL";
  if (/high|major|error|fault/.test(value)) return "HIGH";
  if (/low|info|minor|notice|advisory|green/.test(value)) return "LOW";
  return "MEDIUM";
}

export const isOpenAlertStatus = (status: MachineAlertStatus) => status !== "CLEARED";

export const MACHINE_ALERT_MESSAGES = {
  notFound: "Alert not found",
  noteRequired: "Write a note: what was seen or done",
  noteTooLong: "At most 1,000 characters",
  cleared: "This alert is cleared already",
  acknowledged: "This alert is acknowledged already",
  hasWorkOrder: "This alert has a work order already",
  acknowledgedDone: "Alert acknowledged",
  clearedDone: "Alert cleared",
  workOrderCreated: "Work order created from the alert",
} as const;
