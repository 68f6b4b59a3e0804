import {
  MACHINE_ALERT_MESSAGES,
  MACHINE_ALERT_PRIORITY,
  MACHINE_ALERT_SEVERITY_LABELS,
  type MachineAlert,
  type MachineAlertListQuery,
  type MachineAlertNote,
  type MachineAlertWithWorkOrder,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import { listPagination } from "../../paging.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { getEquipment } from "../equipment/equipment-service.js";
import { readWorkOrder } from "../work-orders/work-order-read-service.js";
import { createWorkOrders } from "../work-orders/work-order-writes.js";
import { findAlert, listAlerts, updateAlert } from "./machine-alert-repository.js";
import { type MachineAlertRow, toMachineAlertDto } from "./machine-alert-row.js";

/** GET /machine-alerts: the organization's alerts, newest occurrence first, by severity and open or not. */
export async function listFleetAlerts(db: Database, user: AuthenticatedUser, query: MachineAlertListQuery) {
  const { rows, counted } = await listAlerts(db, user.organizationId, null, query);
  return {
    alerts: rows.map(toMachineAlertDto),
    pagination: listPagination(query.page, query.limit, counted),
  };
}

/** GET /equipment/{id}/alerts: one machine's (404 for a machine the caller does not see). */
export async function listMachineAlerts(
  db: Database,
  user: AuthenticatedUser,
  equipmentId: string,
  query: MachineAlertListQuery,
) {
  await getEquipment(db, user, equipmentId);
  const { rows, counted } = await listAlerts(db, user.organizationId, equipmentId, query);
  return {
    alerts: rows.map(toMachineAlertDto),
    pagination: listPagination(query.page, query.limit, counted),
  };
}

/** The alert of a machine the caller sees, or 404 (another organization's, or a machine not theirs). */
async function visibleAlert(db: Database, user: AuthenticatedUser, id: string, lock = false) {
  const row = await findAlert(db, user.organizationId, id, lock);
  if (!row) throw notFound(MACHINE_ALERT_MESSAGES.notFound);
  await getEquipment(db, user, row.equipment_id).catch(() => {
    throw notFound(MACHINE_ALERT_MESSAGES.notFound);
  });
  return row;
}

/** GET /machine-alerts/{id}. */
export async function getMachineAlert(
  db: Database,
  user: AuthenticatedUser,
  id: string,
): Promise<MachineAlert> {
  return toMachineAlertDto(await visibleAlert(db, user, id));
}

const stamp = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

const refuseCleared = (row: MachineAlertRow) => {
  if (row.status === "CLEARED")
    throw new AppError("MACHINE_ALERT_CLEARED", MACHINE_ALERT_MESSAGES.cleared, 409);
};

/** POST /machine-alerts/{id}/acknowledge: seen and being seen to, with a note; a cleared one is 409. */
export async function acknowledgeAlert(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  input: MachineAlertNote,
): Promise<MachineAlert> {
  await db.transaction(async (tx) => {
    const row = await visibleAlert(tx, user, id, true);
    refuseCleared(row);
    if (row.status === "ACKNOWLEDGED") {
      throw new AppError("CONFLICT", MACHINE_ALERT_MESSAGES.acknowledged, 409);
    }
    await updateAlert(tx, id, {
      status: "ACKNOWLEDGED",
      acknowledged_at: new Date(),
      acknowledged_by_id: user.id,
      acknowledged_note: input.note,
    });
  });
  return getMachineAlert(db, user, id);
}

/** POST /machine-alerts/{id}/clear: dealt with, with a note; the code coming again later opens a new alert. */
export async function clearAlert(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  input: MachineAlertNote,
): Promise<MachineAlert> {
  await db.transaction(async (tx) => {
    refuseCleared(await visibleAlert(tx, user, id, true));
    await updateAlert(tx, id, {
      status: "CLEARED",
      cleared_at: new Date(),
      cleared_by_id: user.id,
      cleared_note: input.note,
    });
  });
  return getMachineAlert(db, user, id);
}

/**
 * POST /machine-alerts/{id}/work-order (docs/decisions/047): the draft work order of an alert not cleared, made
 * through the work orders' own write (REPAIR, PENDING, its priority the alert's severity, its description the
 * fault), linked to the alert, in one transaction with the alert locked. An alert with one already is 409.
 */
export async function createAlertWorkOrder(
  db: Database,
  user: AuthenticatedUser,
  id: string,
): Promise<MachineAlertWithWorkOrder> {
  const workOrderId = await db.transaction(async (tx) => {
    const alert = await visibleAlert(tx, user, id, true);
    refuseCleared(alert);
    if (alert.work_order_id) {
      throw new AppError("MACHINE_ALERT_HAS_WORK_ORDER", MACHINE_ALERT_MESSAGES.hasWorkOrder, 409);
    }
    const machine = await getEquipment(tx, user, alert.equipment_id);
    const fault = [alert.code, alert.description].filter(Boolean).join(": ");
    const where = alert.code_source ? ` from ${alert.code_source}` : "";
    const [created] = await createWorkOrders(
      tx,
      {
        organizationId: user.organizationId,
        createdById: user.id,
        note: "Work order created from a machine alert",
      },
      [
        {
          title: `Fault ${alert.code} - ${machine.equipmentNumber}`.slice(0, 200),
          description:
            `${MACHINE_ALERT_SEVERITY_LABELS[alert.severity]} fault code reported by the machine's telematics` +
            `${where} on ${stamp(alert.first_occurred_at)}` +
            `${alert.occurrences > 1 ? ` (${alert.occurrences} times, last ${stamp(alert.last_occurred_at)})` : ""}` +
            `: ${fault}.`,
          status: "PENDING",
          priority: MACHINE_ALERT_PRIORITY[alert.severity],
          work_order_type: "REPAIR",
          equipment_id: alert.equipment_id,
          equipment_operator_id: machine.assignedOperatorId,
          job_site: machine.currentJobSite,
        },
      ],
    );
    if (!created) throw new Error("The alert's work order was not created");
    await updateAlert(tx, id, { work_order_id: created.id });
    return created.id;
  });
  const [alert, workOrder] = await Promise.all([
    getMachineAlert(db, user, id),
    readWorkOrder(db, user, workOrderId),
  ]);
  return { alert, workOrder };
}
