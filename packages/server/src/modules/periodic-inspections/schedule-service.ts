import {
  isPeriodicAssigneeRole,
  PERIODIC_MESSAGES,
  type PeriodicSchedule,
  type PeriodicScheduleCreate,
  type PeriodicScheduleUpdate,
  utcDay,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import { type AuthenticatedUser, assertCapability } from "../../plugins/auth.js";
import { getEquipment } from "../equipment/equipment-service.js";
import { findUserById } from "../users/user-account-service.js";
import { findSchedule, insertSchedule, listSchedules, updateSchedule } from "./schedule-repository.js";
import { toScheduleDto } from "./schedule-row.js";

/** A list answers at most this many schedules (a machine has at most three: one per periodic kind). */
const LIST_LIMIT = 500;

const assertManager = (user: AuthenticatedUser) => assertCapability(user, "periodicInspections.manage");

/**
 * The person a schedule is assigned to: an active INSPECTOR, MECHANIC or SHOP_FOREMAN of the organization
 * (400 INVALID_ASSIGNEE otherwise: someone of another organization is not found, a role that may not inspect).
 */
async function assertAssignee(db: Database, organizationId: string, assigneeId: string) {
  const person = await findUserById(db, organizationId, assigneeId);
  if (!person) throw new AppError("INVALID_ASSIGNEE", PERIODIC_MESSAGES.assigneeUnknown, 400);
  if (!isPeriodicAssigneeRole(person.role) || person.status !== "ACTIVE")
    throw new AppError("INVALID_ASSIGNEE", PERIODIC_MESSAGES.assigneeRole, 400);
}

/** One schedule of the caller's organization (404 otherwise), as it stands today. */
export async function getSchedule(
  db: Database,
  user: AuthenticatedUser,
  id: string,
): Promise<PeriodicSchedule> {
  const row = await findSchedule(db, user.organizationId, id);
  if (!row) throw notFound(PERIODIC_MESSAGES.notFound);
  return toScheduleDto(row, utcDay());
}

/** GET /periodic-inspections/schedules: the organization's schedules (or one machine's), by due day. */
export async function listSchedulesFor(
  db: Database,
  user: AuthenticatedUser,
  equipmentId: string | undefined,
) {
  assertManager(user);
  if (equipmentId) await getEquipment(db, user, equipmentId);
  const rows = await listSchedules(db, user.organizationId, equipmentId ?? null, LIST_LIMIT);
  const today = utcDay();
  return { schedules: rows.map((row) => toScheduleDto(row, today)) };
}

/**
 * POST /periodic-inspections/schedules: a machine's schedule of one kind. Another organization's machine is 404;
 * a second schedule of the same kind on a machine is 409. Without a first due day it is due today: a new
 * schedule with no record of the last inspection is treated as due, the safe side for a safety inspection.
 */
export async function createSchedule(
  db: Database,
  user: AuthenticatedUser,
  input: PeriodicScheduleCreate,
): Promise<PeriodicSchedule> {
  assertManager(user);
  await getEquipment(db, user, input.equipmentId);
  await assertAssignee(db, user.organizationId, input.assigneeId);
  const id = await db.transaction((tx) =>
    insertSchedule(tx, user.organizationId, { ...input, nextDueDate: input.nextDueDate ?? utcDay() }),
  );
  if (!id) throw new AppError("PERIODIC_SCHEDULE_EXISTS", PERIODIC_MESSAGES.exists, 409);
  return getSchedule(db, user, id);
}

/** PATCH /periodic-inspections/schedules/{id}: replaces its fields; the due day stays unless one is given. */
export async function editSchedule(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  input: PeriodicScheduleUpdate,
): Promise<PeriodicSchedule> {
  assertManager(user);
  const current = await getSchedule(db, user, id);
  await assertAssignee(db, user.organizationId, input.assigneeId);
  await db.transaction((tx) =>
    updateSchedule(tx, user.organizationId, id, {
      ...input,
      nextDueDate: input.nextDueDate ?? current.nextDueDate,
    }),
  );
  return getSchedule(db, user, id);
}
