import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  allowedDefectTransitions,
  can,
  DEFECT_MANUAL_STATUSES,
  type Defect,
  type DefectStatus,
  isOpenDefectStatus,
} from "@mnx/domain";

export type ManualStatus = (typeof DEFECT_MANUAL_STATUSES)[number];

/** The button of each move a person makes; certifying and 'no correction needed' ask for a note first. */
export const MOVE_LABELS: Readonly<Record<ManualStatus, MessageDescriptor>> = {
  REPAIR_IN_PROGRESS: msg`Start Repair`,
  REPAIRED: msg`Mark Repaired`,
  CERTIFIED: msg`Certify Repair`,
  NO_CORRECTION_NEEDED: msg`No Correction Needed`,
  ACKNOWLEDGED: msg`Acknowledge`,
};
export const MOVES_WITH_NOTE: readonly ManualStatus[] = ["CERTIFIED", "NO_CORRECTION_NEEDED"];
/** The moves the person signs (docs/decisions/043): the certification and the acknowledgement. */
export const SIGNED_MOVES: readonly ManualStatus[] = ["CERTIFIED", "NO_CORRECTION_NEEDED", "ACKNOWLEDGED"];

const isManual = (status: DefectStatus): status is ManualStatus =>
  (DEFECT_MANUAL_STATUSES as readonly DefectStatus[]).includes(status);

/** The moves the caller's role may make on the defect, in the state machine's order (the one table decides). */
export function defectMoves(defect: Defect, role: string | undefined): ManualStatus[] {
  return allowedDefectTransitions(defect.status, role).filter(isManual);
}

/** A foreman or a manager makes (or links) the repair work order of a defect still to repair. */
export function mayMakeWorkOrder(defect: Defect, role: string | undefined): boolean {
  return (
    can(role, "defects.createWorkOrder") &&
    defect.workOrderId === null &&
    isOpenDefectStatus(defect.status) &&
    defect.status !== "CERTIFIED"
  );
}
