import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { can, type MachineAlert } from "@mnx/domain";
import type { AlertMove } from "../api/use-alert-writes";

/** Each move's button and dialog title. */
export const MOVE_TITLES: Readonly<Record<AlertMove, MessageDescriptor>> = {
  acknowledge: msg`Acknowledge`,
  clear: msg`Clear Alert`,
};

/** The moves an alert card offers the role: acknowledge an open one, clear one not cleared (a mechanic and up). */
export function alertMoves(alert: MachineAlert, role: string | undefined): AlertMove[] {
  if (alert.status === "CLEARED" || !can(role, "machineAlerts.resolve")) return [];
  return alert.status === "OPEN" ? ["acknowledge", "clear"] : ["clear"];
}

/** A critical alert not cleared and without its work order offers the draft work order (a foreman and up). */
export const mayDraftWorkOrder = (alert: MachineAlert, role: string | undefined) =>
  alert.status !== "CLEARED" &&
  !alert.workOrderId &&
  alert.severity === "CRITICAL" &&
  can(role, "machineAlerts.createWorkOrder");
