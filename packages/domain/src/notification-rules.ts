import type { Role } from "./roles.js";

/**
 * What happens in the shop, recorded once as an event in the same transaction as the change (the server's
 * outbox, docs/decisions/035-events-and-notifications.md). Some only refresh the live screens (CREATED,
 * UPDATED); the others may also tell people, by the rules below.
 */
export const EVENT_KINDS = [
  "WORK_ORDER_CREATED",
  "WORK_ORDER_UPDATED",
  "WORK_ORDER_ASSIGNED",
  "WORK_ORDER_STATUS_CHANGED",
  "WORK_ORDER_COMPLETED",
  "ESCALATION_REPORTED",
  "CRITICAL_BREAKDOWN",
  "INSPECTION_ASSIGNED",
  "INSPECTION_FAILED_ITEM",
  "INSPECTION_MISSED",
  "MAINTENANCE_DUE",
  "PART_BELOW_MINIMUM",
  "MACHINE_UNSAFE",
  "MACHINE_BACK_IN_SERVICE",
  "MACHINE_FAULT_CRITICAL",
  "USER_ADDED",
  "USER_DEACTIVATED",
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** What an event is about: the thing a notification opens. */
export const EVENT_SUBJECTS = ["WORK_ORDER", "USER", "EQUIPMENT", "PART"] as const;
export type EventSubject = (typeof EVENT_SUBJECTS)[number];

/**
 * How a person is told. IN_APP (the bell) is delivered now; PUSH and EMAIL are the next slice's: their
 * preferences are kept already, and the server lists the channels it delivers (`availableChannels`).
 */
export const NOTIFICATION_CHANNELS = ["IN_APP", "PUSH", "EMAIL"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Who, beside the roles a rule names, an event's notification is for. */
export type Relation =
  /** The work order's assignee (else its mechanic): the mechanic, or the operator of a daily inspection. */
  | "assignee"
  /** Who had it before a reassignment. */
  | "previousAssignee"
  /** Who reported it (created it, or escalated it). */
  | "reporter"
  /**
   * The machine's operator: the work order's, else the machine's active assignment's (of a machine's own
   * event: its active assignment's).
   */
  | "machineOperator";

export interface NotificationRule {
  /** Roles of the organization told of every such event. */
  roles: readonly Role[];
  relations: readonly Relation[];
  /** The roles that can be told (what the settings page lists for a person). */
  audience: readonly Role[];
  /** May pass a person's quiet hours, if they allow it. */
  critical: boolean;
  /** On by default, per channel: what a shop expects. */
  defaults: Readonly<Record<NotificationChannel, boolean>>;
  /** Settings page: the name and what it means. */
  label: string;
  description: string;
}

const MANAGERS = ["FLEET_MANAGER", "SUPER_ADMIN"] as const satisfies readonly Role[];
const ALL_ON = { IN_APP: true, PUSH: true, EMAIL: false } as const;

/**
 * Who is told of what (written out, not computed). The person who made the change is never told of it, and
 * only ACTIVE people of the event's organization are told. Events not listed here only refresh live screens.
 */
export const NOTIFICATION_RULES: Readonly<Partial<Record<EventKind, NotificationRule>>> = {
  WORK_ORDER_ASSIGNED: {
    roles: [],
    relations: ["assignee", "previousAssignee"],
    audience: ["MECHANIC", "SHOP_FOREMAN"],
    critical: false,
    defaults: ALL_ON,
    label: "Work order assigned to me",
    description: "A work order is assigned to you, or taken off you",
  },
  WORK_ORDER_STATUS_CHANGED: {
    roles: [],
    relations: ["assignee", "reporter"],
    audience: ["MECHANIC", "SHOP_FOREMAN", "OPERATOR", "FIELD_SUPERVISOR", "FLEET_MANAGER", "SUPER_ADMIN"],
    critical: false,
    defaults: { IN_APP: true, PUSH: false, EMAIL: false },
    label: "Status changes",
    description: "Someone else moves a work order you work on or reported",
  },
  WORK_ORDER_COMPLETED: {
    roles: [],
    relations: ["machineOperator", "reporter"],
    audience: ["OPERATOR", "SHOP_FOREMAN", "FIELD_SUPERVISOR", "FLEET_MANAGER", "SUPER_ADMIN"],
    critical: false,
    defaults: ALL_ON,
    label: "Work completed",
    description: "A work order on your machine, or one you reported, is completed",
  },
  ESCALATION_REPORTED: {
    roles: ["SHOP_FOREMAN"],
    relations: [],
    audience: ["SHOP_FOREMAN"],
    critical: false,
    defaults: ALL_ON,
    label: "Escalations",
    description: "An operator reports an issue",
  },
  CRITICAL_BREAKDOWN: {
    roles: ["SHOP_FOREMAN", "FLEET_MANAGER"],
    relations: ["assignee"],
    audience: ["SHOP_FOREMAN", "FLEET_MANAGER", "MECHANIC"],
    critical: true,
    defaults: { IN_APP: true, PUSH: true, EMAIL: true },
    label: "Critical breakdowns",
    description: "A critical issue or a machine that cannot run is reported",
  },
  INSPECTION_ASSIGNED: {
    roles: [],
    relations: ["assignee"],
    audience: ["OPERATOR"],
    critical: false,
    defaults: ALL_ON,
    label: "Daily inspection assigned",
    description: "A daily inspection is assigned to you",
  },
  INSPECTION_FAILED_ITEM: {
    roles: ["FIELD_SUPERVISOR", "SHOP_FOREMAN"],
    relations: [],
    audience: ["FIELD_SUPERVISOR", "SHOP_FOREMAN"],
    critical: false,
    defaults: ALL_ON,
    label: "Failed inspection items",
    description: "A daily inspection finds items needing attention",
  },
  INSPECTION_MISSED: {
    roles: ["FIELD_SUPERVISOR"],
    relations: [],
    audience: ["FIELD_SUPERVISOR"],
    critical: false,
    defaults: { IN_APP: true, PUSH: false, EMAIL: false },
    label: "Missed inspections",
    description: "A daily inspection of an earlier day was not submitted",
  },
  MAINTENANCE_DUE: {
    roles: ["SHOP_FOREMAN"],
    relations: [],
    audience: ["SHOP_FOREMAN"],
    critical: false,
    defaults: { IN_APP: true, PUSH: false, EMAIL: false },
    label: "Maintenance due",
    description: "A machine's maintenance or one of its maintenance plans comes due",
  },
  PART_BELOW_MINIMUM: {
    roles: ["SHOP_FOREMAN", "FLEET_MANAGER"],
    relations: [],
    audience: ["SHOP_FOREMAN", "FLEET_MANAGER"],
    critical: false,
    defaults: { IN_APP: true, PUSH: false, EMAIL: false },
    label: "Parts below minimum",
    description: "A stock change takes a part to or below its minimum at a location",
  },
  MACHINE_UNSAFE: {
    roles: ["SHOP_FOREMAN", "FIELD_SUPERVISOR", "FLEET_MANAGER"],
    relations: ["machineOperator"],
    audience: ["SHOP_FOREMAN", "FIELD_SUPERVISOR", "FLEET_MANAGER", "OPERATOR"],
    critical: true,
    defaults: ALL_ON,
    label: "Machines unsafe to operate",
    description:
      "An inspection finds a critical defect: the machine cannot run until it is repaired and certified",
  },
  MACHINE_BACK_IN_SERVICE: {
    roles: ["SHOP_FOREMAN", "FIELD_SUPERVISOR"],
    relations: ["machineOperator"],
    audience: ["SHOP_FOREMAN", "FIELD_SUPERVISOR", "OPERATOR"],
    critical: false,
    defaults: ALL_ON,
    label: "Machines back in service",
    description:
      "The last critical defect of an unsafe machine is certified: it can be assigned and run again",
  },
  MACHINE_FAULT_CRITICAL: {
    roles: ["SHOP_FOREMAN"],
    relations: [],
    audience: ["SHOP_FOREMAN"],
    critical: true,
    defaults: ALL_ON,
    label: "Critical machine faults",
    description: "A machine's telematics reports a critical fault code: a draft work order is one tap away",
  },
  USER_ADDED: {
    roles: MANAGERS,
    relations: [],
    audience: MANAGERS,
    critical: false,
    defaults: { IN_APP: true, PUSH: false, EMAIL: false },
    label: "People added",
    description: "Someone is added to the team",
  },
  USER_DEACTIVATED: {
    roles: MANAGERS,
    relations: [],
    audience: MANAGERS,
    critical: false,
    defaults: { IN_APP: true, PUSH: false, EMAIL: false },
    label: "People deactivated",
    description: "Someone's access is ended",
  },
};

/** The kinds that can tell someone, in the order the settings page lists them. */
export const NOTIFIABLE_KINDS = EVENT_KINDS.filter((kind) => NOTIFICATION_RULES[kind] !== undefined);

export const isNotifiable = (kind: EventKind): boolean => NOTIFICATION_RULES[kind] !== undefined;

/** The kinds a person of this role can be told of (the rows of their Notification Settings). */
export function notifiableKindsFor(role: Role): EventKind[] {
  return NOTIFIABLE_KINDS.filter((kind) => NOTIFICATION_RULES[kind]?.audience.includes(role));
}

/**
 * What a live screen refreshes after an event (the web app maps each topic to its query keys). An event
 * names no record on the live stream: a screen refetches what it shows, through the rules of the API.
 */
export const LIVE_TOPICS = ["work-orders", "users", "notifications", "parts"] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export function liveTopicsOf(kind: EventKind): LiveTopic[] {
  if (kind === "USER_ADDED" || kind === "USER_DEACTIVATED") return ["users"];
  return kind === "PART_BELOW_MINIMUM" ? ["parts"] : ["work-orders"];
}

/** The on-hand quantity of a part at one location before and after a stock change, and its minimum. */
export interface StockCrossing {
  before: number;
  after: number;
  minStock: number;
}

/**
 * Whether a stock change takes a part to or below its minimum at a location (PART_BELOW_MINIMUM): once per
 * crossing, so a part already at or below it stays quiet until stock rises above the minimum again. A
 * minimum of 0 means none is kept.
 */
export const crossesBelowMinimum = ({ before, after, minStock }: StockCrossing): boolean =>
  minStock > 0 && before > minStock && after <= minStock;

/** What the work-order side knows of a change when it records it. */
export interface WorkOrderChangeFacts {
  workOrderType: string;
  isEmergency: boolean;
  /** null: the work order was just created. */
  from: string | null;
  to: string;
  assigneeId: string | null;
  previousAssigneeId: string | null;
  /** Made by an operator's escalation (POST /work-orders/escalate). */
  escalation: boolean;
}

/**
 * The one event a work-order change records (docs/decisions/035): an escalation is ESCALATION_REPORTED, or
 * CRITICAL_BREAKDOWN when it is an emergency (critical severity or a machine that cannot run); a new
 * emergency BREAKDOWN is CRITICAL_BREAKDOWN too; a new daily inspection INSPECTION_ASSIGNED, a submitted one
 * with items needing attention INSPECTION_FAILED_ITEM (its other moves only refresh screens); completing is
 * WORK_ORDER_COMPLETED; a new assignee WORK_ORDER_ASSIGNED; any other status move
 * WORK_ORDER_STATUS_CHANGED; the rest WORK_ORDER_CREATED or WORK_ORDER_UPDATED.
 */
export function workOrderEventKind(change: WorkOrderChangeFacts): EventKind {
  const { from, to, workOrderType: type } = change;
  if (from === null) {
    if (change.escalation) return change.isEmergency ? "CRITICAL_BREAKDOWN" : "ESCALATION_REPORTED";
    if (type === "INSPECTION") return "INSPECTION_ASSIGNED";
    if (change.isEmergency && type === "BREAKDOWN") return "CRITICAL_BREAKDOWN";
    return change.assigneeId ? "WORK_ORDER_ASSIGNED" : "WORK_ORDER_CREATED";
  }
  if (type === "INSPECTION") {
    return to === "WAITING_APPROVAL" && from !== to ? "INSPECTION_FAILED_ITEM" : "WORK_ORDER_UPDATED";
  }
  if (to === "COMPLETED" && from !== "COMPLETED") return "WORK_ORDER_COMPLETED";
  if (change.assigneeId && change.assigneeId !== change.previousAssigneeId) return "WORK_ORDER_ASSIGNED";
  return from !== to ? "WORK_ORDER_STATUS_CHANGED" : "WORK_ORDER_UPDATED";
}
