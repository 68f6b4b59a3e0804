import { type EventKind, enumLabel } from "@mnx/domain";
import type { EventRow } from "../events/event-service.js";
import type { SubjectFacts } from "./recipient-repository.js";

export interface Message {
  title: string;
  body: string;
  link: string;
}

const machineOf = (facts: SubjectFacts) =>
  [facts.equipment_number, facts.equipment_name].filter(Boolean).join(" ");

/** "Replace hydraulic hose · EX-101 Excavator" */
const workOrderLine = (facts: SubjectFacts) => [facts.title, machineOf(facts)].filter(Boolean).join(" · ");

const TITLES: Readonly<Record<EventKind, (facts: SubjectFacts, event: EventRow) => string>> = {
  WORK_ORDER_CREATED: () => "New work order",
  WORK_ORDER_UPDATED: () => "Work order changed",
  WORK_ORDER_ASSIGNED: () => "Work order assigned to you",
  WORK_ORDER_STATUS_CHANGED: (_facts, event) =>
    `Work order moved to ${enumLabel(String(event.data.to ?? ""))}`,
  WORK_ORDER_COMPLETED: () => "Work completed",
  ESCALATION_REPORTED: (facts) => `Issue reported on ${facts.equipment_number ?? "a machine"}`,
  CRITICAL_BREAKDOWN: (facts) => `Critical breakdown: ${facts.equipment_number ?? "a machine"}`,
  INSPECTION_ASSIGNED: () => "Daily inspection assigned to you",
  INSPECTION_FAILED_ITEM: (facts) => `Inspection of ${facts.equipment_number ?? "a machine"} needs attention`,
  INSPECTION_MISSED: (facts) => `Daily inspection of ${facts.equipment_number ?? "a machine"} missed`,
  MAINTENANCE_DUE: (facts) => `Maintenance due: ${facts.equipment_number ?? "a machine"}`,
  PART_BELOW_MINIMUM: (facts) => `Below minimum: ${facts.part_number ?? "a part"}`,
  MACHINE_UNSAFE: (facts) => `Unsafe to operate: ${facts.equipment_number ?? "a machine"}`,
  MACHINE_BACK_IN_SERVICE: (facts) => `Back in service: ${facts.equipment_number ?? "a machine"}`,
  MACHINE_FAULT_CRITICAL: (facts) => `Critical fault: ${facts.equipment_number ?? "a machine"}`,
  USER_ADDED: (facts) => `${facts.person_name ?? "Someone"} was added to the team`,
  USER_DEACTIVATED: (facts) => `${facts.person_name ?? "Someone"}'s access was ended`,
};

/** What a person is told of an event: a title, a line, and the app's path that opens the thing. */
export function notificationMessage(event: EventRow, facts: SubjectFacts, recipientId: string): Message {
  const reassignedAway =
    event.kind === "WORK_ORDER_ASSIGNED" && event.data.previousAssigneeId === recipientId;
  const title = reassignedAway ? "Work order reassigned to someone else" : TITLES[event.kind](facts, event);
  if (event.subject_type === "USER") return { title, body: "Team Management", link: "/users" };
  if (event.subject_type === "PART") {
    const { onHand, minStock, locationName } = event.data;
    const where = `${String(onHand)} at ${String(locationName)} (minimum ${String(minStock)})`;
    return {
      title,
      body: [facts.title, where].filter(Boolean).join(" · "),
      link: `/parts/${event.subject_id}`,
    };
  }
  if (event.subject_type === "EQUIPMENT") {
    const plan = typeof event.data.plan === "string" ? ` · ${event.data.plan}` : "";
    const due = typeof event.data.due === "string" ? `, due ${event.data.due}` : "";
    const reason = typeof event.data.reason === "string" ? ` · ${event.data.reason}` : "";
    return {
      title,
      body: `${machineOf(facts)}${plan}${due}${reason}`,
      link: `/equipment/${event.subject_id}`,
    };
  }
  return {
    title,
    body: workOrderLine(facts),
    link: `/work-orders?open=${event.subject_id}`,
  };
}
