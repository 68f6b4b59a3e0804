import { can } from "./permissions.js";
import { isRole } from "./roles.js";

/**
 * Defects found by inspections (docs/decisions/040-defects-and-unsafe-machines.md), after the DVIR rule
 * (49 CFR 396.11 and 396.13): the operator reports, a mechanic repairs and certifies the repair (or that no
 * correction is needed), the next operator acknowledges.
 */
export const DEFECT_STATUSES = [
  "OPEN",
  "REPAIR_IN_PROGRESS",
  "REPAIRED",
  "CERTIFIED",
  "ACKNOWLEDGED",
  "NO_CORRECTION_NEEDED",
] as const;
export type DefectStatus = (typeof DEFECT_STATUSES)[number];

/** A critical defect in these statuses makes its machine unsafe to operate: not yet certified. */
export const UNSAFE_DEFECT_STATUSES = [
  "OPEN",
  "REPAIR_IN_PROGRESS",
  "REPAIRED",
] as const satisfies readonly DefectStatus[];
/** Still to be acted on: everything but the two ends (a certified one waits for the operator's acknowledgement). */
export const OPEN_DEFECT_STATUSES = [
  "OPEN",
  "REPAIR_IN_PROGRESS",
  "REPAIRED",
  "CERTIFIED",
] as const satisfies readonly DefectStatus[];

export const isUnsafeDefectStatus = (status: DefectStatus) =>
  (UNSAFE_DEFECT_STATUSES as readonly DefectStatus[]).includes(status);
export const isOpenDefectStatus = (status: DefectStatus) =>
  (OPEN_DEFECT_STATUSES as readonly DefectStatus[]).includes(status);

/**
 * Who takes each kind of move:
 * - repair:      defects.repair (MECHANIC, SHOP_FOREMAN), or the repair work order's start / completion
 * - certify:     defects.certify (MECHANIC, SHOP_FOREMAN): the repair is done right, or needs no correction
 * - acknowledge: defects.acknowledge (OPERATOR), the operator who runs the machine now (the server checks it)
 */
export type DefectTransitionKind = "repair" | "certify" | "acknowledge";

/**
 * from \ to            | allowed moves (kind)
 * ---------------------+-----------------------------------------------------------------------------
 * OPEN                 | REPAIR_IN_PROGRESS, REPAIRED (repair), NO_CORRECTION_NEEDED (certify)
 * REPAIR_IN_PROGRESS   | REPAIRED (repair), NO_CORRECTION_NEEDED (certify)
 * REPAIRED             | CERTIFIED (certify), REPAIR_IN_PROGRESS (repair: the work goes on)
 * CERTIFIED            | ACKNOWLEDGED (acknowledge)
 * ACKNOWLEDGED         | none
 * NO_CORRECTION_NEEDED | none
 */
export const DEFECT_TRANSITIONS: Readonly<
  Record<DefectStatus, Readonly<Partial<Record<DefectStatus, DefectTransitionKind>>>>
> = {
  OPEN: { REPAIR_IN_PROGRESS: "repair", REPAIRED: "repair", NO_CORRECTION_NEEDED: "certify" },
  REPAIR_IN_PROGRESS: { REPAIRED: "repair", NO_CORRECTION_NEEDED: "certify" },
  REPAIRED: { CERTIFIED: "certify", REPAIR_IN_PROGRESS: "repair" },
  CERTIFIED: { ACKNOWLEDGED: "acknowledge" },
  ACKNOWLEDGED: {},
  NO_CORRECTION_NEEDED: {},
};

const KIND_CAPABILITY = {
  repair: "defects.repair",
  certify: "defects.certify",
  acknowledge: "defects.acknowledge",
} as const;

/** In a sentence ('cannot move from open to certified'). */
export const defectStatusLabel = (status: DefectStatus) => status.replaceAll("_", " ").toLowerCase();
/** On its own (a badge, a filter's choice): 'Repair in progress'. */
export const defectStatusTitle = (status: DefectStatus) => {
  const label = defectStatusLabel(status);
  return label.charAt(0).toUpperCase() + label.slice(1);
};

export type DefectTransitionCode =
  | "INVALID_DEFECT_TRANSITION"
  | "DEFECT_NOT_CERTIFIED"
  | "INSUFFICIENT_PERMISSIONS";
export type DefectTransitionResult =
  | { ok: true; kind: DefectTransitionKind }
  | { ok: false; code: DefectTransitionCode; status: 403 | 409; message: string };

export const DEFECT_MESSAGES = {
  notFound: "Defect not found",
  notCertified: "This defect has not been certified yet: only a certified repair can be acknowledged.",
  reasonRequired: "A reason is required when no correction is needed",
  reasonTooLong: "Reason must be 1000 characters or less",
  noteTooLong: "Note must be 1000 characters or less",
  statusRequired: "Choose what happened to the defect",
  notYourMachine: "Only the operator who runs this machine now can acknowledge its defects.",
  closed: "This defect is closed: no work order can be linked to it.",
  alreadyLinked: "This defect already has a repair work order.",
  workOrderNotFound: "Work order not found",
  workOrderOtherMachine: "The work order is for another machine.",
  workOrderClosed: "The work order is closed: choose an open one.",
} as const;

/** Whether `role` may move a defect from `from` to `to`: 409 for a move the machine does not allow, 403 for a role. */
export function canTransitionDefect(
  from: DefectStatus,
  to: DefectStatus,
  role: string | null | undefined,
): DefectTransitionResult {
  const kind = DEFECT_TRANSITIONS[from][to];
  if (!kind) {
    if (to === "ACKNOWLEDGED" && from !== "ACKNOWLEDGED") {
      return { ok: false, code: "DEFECT_NOT_CERTIFIED", status: 409, message: DEFECT_MESSAGES.notCertified };
    }
    const message =
      from === to
        ? `The defect is already ${defectStatusLabel(to)}.`
        : `A defect cannot move from ${defectStatusLabel(from)} to ${defectStatusLabel(to)}.`;
    return { ok: false, code: "INVALID_DEFECT_TRANSITION", status: 409, message };
  }
  if (!isRole(role) || !can(role, KIND_CAPABILITY[kind])) {
    return {
      ok: false,
      code: "INSUFFICIENT_PERMISSIONS",
      status: 403,
      message: `Your role cannot move a defect from ${defectStatusLabel(from)} to ${defectStatusLabel(to)}.`,
    };
  }
  return { ok: true, kind };
}

/** The statuses `role` may move a defect to from `from` (the actions a screen offers). */
export function allowedDefectTransitions(
  from: DefectStatus,
  role: string | null | undefined,
): DefectStatus[] {
  return DEFECT_STATUSES.filter((to) => canTransitionDefect(from, to, role).ok);
}

/** The roles that may take a kind of move (for documentation and tests). */
export const defectKindCapability = (kind: DefectTransitionKind) => KIND_CAPABILITY[kind];

/** How many critical items an unsafe machine's reason names (the count says how many there are). */
export const UNSAFE_REASON_ITEMS = 3;

/**
 * Why a machine is unsafe to operate, from its open critical defects' count and the first items (oldest
 * first): 'Open critical defect: Steering', '2 open critical defects: Steering, Tires/Tracks'. Null when safe.
 */
export function unsafeToOperateReason(count: number, items: readonly string[]): string | null {
  if (count <= 0) return null;
  if (count === 1) return `Open critical defect: ${items[0] ?? "unnamed item"}`;
  const named = items.slice(0, UNSAFE_REASON_ITEMS).join(", ");
  return `${count} open critical defects: ${named}${count > UNSAFE_REASON_ITEMS ? ", ..." : ""}`;
}

/** The 409 of an assignment or a passed daily check on an unsafe machine, naming the defect. */
export function unsafeToOperateMessage(equipmentNumber: string, reason: string): string {
  return `${equipmentNumber} is unsafe to operate until its critical defects are repaired and certified (${reason}).`;
}
