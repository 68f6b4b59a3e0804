import { type EventKind, enumLabel, formatText, type Locale } from "@mnx/domain";
import { textsOf, translate } from "../../i18n/language.js";
import type { EventRow } from "../events/event-service.js";
import type { SubjectFacts } from "./recipient-repository.js";

export interface Message {
  title: string;
  body: string;
  link: string;
}

type Say = (template: string, values?: Readonly<Record<string, string>>) => string;

const machineOf = (facts: SubjectFacts) =>
  [facts.equipment_number, facts.equipment_name].filter(Boolean).join(" ");

/** "Replace hydraulic hose · EX-101 Excavator" */
const workOrderLine = (facts: SubjectFacts) => [facts.title, machineOf(facts)].filter(Boolean).join(" · ");

/** Each kind's title, written by `say` in the recipient's language; names and numbers stay as they are. */
const TITLES: Readonly<Record<EventKind, (say: Say, facts: SubjectFacts, event: EventRow) => string>> = {
  WORK_ORDER_CREATED: (say) => say("New work order"),
  WORK_ORDER_UPDATED: (say) => say("Work order changed"),
  WORK_ORDER_ASSIGNED: (say) => say("Work order assigned to you"),
  WORK_ORDER_STATUS_CHANGED: (say, _facts, event) =>
    say("Work order moved to {status}", { status: say(enumLabel(String(event.data.to ?? ""))) }),
  WORK_ORDER_COMPLETED: (say) => say("Work completed"),
  ESCALATION_REPORTED: (say, facts) => say("Issue reported on {machine}", { machine: machine(say, facts) }),
  CRITICAL_BREAKDOWN: (say, facts) => say("Critical breakdown: {machine}", { machine: machine(say, facts) }),
  INSPECTION_ASSIGNED: (say) => say("Daily inspection assigned to you"),
  INSPECTION_FAILED_ITEM: (say, facts) =>
    say("Inspection of {machine} needs attention", { machine: machine(say, facts) }),
  INSPECTION_MISSED: (say, facts) =>
    say("Daily inspection of {machine} missed", { machine: machine(say, facts) }),
  MAINTENANCE_DUE: (say, facts) => say("Maintenance due: {machine}", { machine: machine(say, facts) }),
  PART_BELOW_MINIMUM: (say, facts) =>
    say("Below minimum: {part}", { part: facts.part_number ?? say("a part") }),
  MACHINE_UNSAFE: (say, facts) => say("Unsafe to operate: {machine}", { machine: machine(say, facts) }),
  MACHINE_BACK_IN_SERVICE: (say, facts) =>
    say("Back in service: {machine}", { machine: machine(say, facts) }),
  MACHINE_FAULT_CRITICAL: (say, facts) => say("Critical fault: {machine}", { machine: machine(say, facts) }),
  USER_ADDED: (say, facts) => say("{name} was added to the team", { name: person(say, facts) }),
  USER_DEACTIVATED: (say, facts) => say("{name}'s access was ended", { name: person(say, facts) }),
};

const machine = (say: Say, facts: SubjectFacts) => facts.equipment_number ?? say("a machine");
const person = (say: Say, facts: SubjectFacts) => facts.person_name ?? say("Someone");

/**
 * What a person is told of an event, in their language (docs/decisions/049): a title, a line, and the app's
 * path that opens the thing. Written once per person, so the bell, Web Push and the email say the same.
 */
export function notificationMessage(
  event: EventRow,
  facts: SubjectFacts,
  recipientId: string,
  locale: Locale = "en",
): Message {
  const say: Say = (template, values = {}) =>
    Object.keys(values).length === 0
      ? translate(locale, template)
      : formatText(textsOf(locale), template, values);
  const reassignedAway =
    event.kind === "WORK_ORDER_ASSIGNED" && event.data.previousAssigneeId === recipientId;
  const title = reassignedAway
    ? say("Work order reassigned to someone else")
    : TITLES[event.kind](say, facts, event);
  if (event.subject_type === "USER") return { title, body: say("Team Management"), link: "/users" };
  if (event.subject_type === "PART") {
    const { onHand, minStock, locationName } = event.data;
    const where = say("{onHand} at {location} (minimum {minimum})", {
      onHand: String(onHand),
      location: String(locationName),
      minimum: String(minStock),
    });
    return {
      title,
      body: [facts.title, where].filter(Boolean).join(" · "),
      link: `/parts/${event.subject_id}`,
    };
  }
  if (event.subject_type === "EQUIPMENT") {
    const plan = typeof event.data.plan === "string" ? ` · ${event.data.plan}` : "";
    const due = typeof event.data.due === "string" ? say(", due {date}", { date: event.data.due }) : "";
    const reason = typeof event.data.reason === "string" ? ` · ${translate(locale, event.data.reason)}` : "";
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
