import {
  addDays,
  can,
  LABOUR_MESSAGES,
  type LabourChange,
  type LabourLineInput,
  type LabourLineRemove,
  TERMINAL_WORK_ORDER_STATUSES,
  WORK_ORDER_MESSAGES,
  type WorkOrderLabour,
} from "@mnx/domain";
import { workOrderScopeOf } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { organizationCurrency } from "../organization/organization-service.js";
import {
  findActiveMember,
  findLabourWorkOrder,
  insertManualLine,
  type LabourWorkOrder,
  lockLine,
  markRemoved,
  workOrderLines,
} from "./labour-repository.js";
import { type LabourLineRow, toLabourLineDto } from "./labour-row.js";

/** Labour on a work order (docs/decisions/031-labour-and-costs.md). */

export const showsCosts = (user: AuthenticatedUser) => can(user.role, "costs.view");

const today = () => new Date().toISOString().slice(0, 10);

/** Cents, added as whole numbers: a sum of amounts never drifts by a float's rounding. */
const sumMoney = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;

function labourOf(rows: readonly LabourLineRow[], costs: boolean, currency: string | null): WorkOrderLabour {
  const counted = rows.filter((row) => row.removed_at === null);
  return {
    currency,
    lines: rows.map((row) => toLabourLineDto(row, costs)),
    hours: sumMoney(counted.map((row) => row.hours)),
    labourCost: costs ? sumMoney(counted.map((row) => row.cost)) : null,
  };
}

async function labourAnswer(db: Database, user: AuthenticatedUser, workOrderId: string) {
  const [rows, currency] = await Promise.all([
    workOrderLines(db, workOrderId),
    organizationCurrency(db, user.organizationId),
  ]);
  return { rows, labour: labourOf(rows, showsCosts(user), currency) };
}

/** GET /work-orders/{id}/labour: every line of a work order the caller may read. */
export async function workOrderLabour(
  db: Database,
  user: AuthenticatedUser,
  workOrderId: string,
): Promise<WorkOrderLabour> {
  if (!(await findLabourWorkOrder(db, workOrderScopeOf(user), workOrderId))) {
    throw notFound(WORK_ORDER_MESSAGES.notFound);
  }
  return (await labourAnswer(db, user, workOrderId)).labour;
}

/** The work order locked for a labour change: 404 outside the caller's scope, 409 once it is closed. */
async function lockOpenWorkOrder(tx: Database, user: AuthenticatedUser, workOrderId: string) {
  const order = await findLabourWorkOrder(tx, workOrderScopeOf(user), workOrderId, true);
  if (!order) throw notFound(WORK_ORDER_MESSAGES.notFound);
  if ((TERMINAL_WORK_ORDER_STATUSES as readonly string[]).includes(order.status)) {
    throw new AppError("WORK_ORDER_CLOSED", LABOUR_MESSAGES.workOrderClosed, 409);
  }
  return order;
}

const invalid = (path: string, message: string) =>
  new AppError("VALIDATION_ERROR", message, 400, [{ path, message }]);

/**
 * The day of the line: today (UTC) when not given; not after tomorrow (a device east of UTC is a day ahead)
 * and not before the day before the job was created (one west of it is a day behind).
 */
function workDateOf(input: LabourLineInput, order: LabourWorkOrder): string {
  const day = input.workDate ?? today();
  if (day > addDays(today(), 1)) throw invalid("workDate", LABOUR_MESSAGES.workDateInFuture);
  if (day < addDays(order.created_day, -1)) throw invalid("workDate", LABOUR_MESSAGES.workDateBeforeOrder);
  return day;
}

/**
 * POST /work-orders/{id}/labour: a line for the caller (or, for those who see the whole shop, any active member),
 * at the person's hourly rate now. A mechanic records only their own time on their own work orders.
 */
export async function recordLabour(
  db: Database,
  user: AuthenticatedUser,
  workOrderId: string,
  input: LabourLineInput,
): Promise<LabourChange> {
  const lineId = await db.transaction(async (tx) => {
    const order = await lockOpenWorkOrder(tx, user, workOrderId);
    const personId = input.userId ?? user.id;
    if (personId !== user.id && workOrderScopeOf(user).kind !== "organization") {
      throw new AppError("OWN_TIME_ONLY", LABOUR_MESSAGES.ownTimeOnly, 403);
    }
    if (!(await findActiveMember(tx, user.organizationId, personId))) {
      throw invalid("userId", LABOUR_MESSAGES.personNotFound);
    }
    return insertManualLine(tx, {
      organizationId: user.organizationId,
      workOrderId,
      userId: personId,
      hours: input.hours,
      workDate: workDateOf(input, order),
      note: input.note ?? null,
      createdById: user.id,
    });
  });
  return changeAnswer(db, user, workOrderId, lineId);
}

/**
 * POST /work-orders/{id}/labour/{lineId}/remove: the line stays, struck out, with who removed it, when and why;
 * it no longer counts. A mechanic removes only the lines they recorded.
 */
export async function removeLabour(
  db: Database,
  user: AuthenticatedUser,
  workOrderId: string,
  lineId: string,
  input: LabourLineRemove,
): Promise<LabourChange> {
  await db.transaction(async (tx) => {
    await lockOpenWorkOrder(tx, user, workOrderId);
    const line = await lockLine(tx, workOrderId, lineId);
    if (!line) throw notFound(LABOUR_MESSAGES.lineNotFound);
    if (line.removed_at) throw new AppError("LABOUR_LINE_REMOVED", LABOUR_MESSAGES.alreadyRemoved, 409);
    if (workOrderScopeOf(user).kind !== "organization" && line.created_by_id !== user.id) {
      throw new AppError("NOT_YOUR_LABOUR_LINE", LABOUR_MESSAGES.notYourLine, 403);
    }
    await markRemoved(tx, lineId, user.id, input.reason ?? null);
  });
  return changeAnswer(db, user, workOrderId, lineId);
}

async function changeAnswer(
  db: Database,
  user: AuthenticatedUser,
  workOrderId: string,
  lineId: string,
): Promise<LabourChange> {
  const { rows, labour } = await labourAnswer(db, user, workOrderId);
  const row = rows.find((candidate) => candidate.id === lineId);
  if (!row) throw new Error("The labour line just written was not found");
  return { line: toLabourLineDto(row, showsCosts(user)), labour };
}
