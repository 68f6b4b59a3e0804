import {
  type AddMeter,
  buildPagination,
  can,
  EQUIPMENT_MESSAGES,
  type HeldReadingsQuery,
  type MachineMeters,
  METER_MESSAGES,
  type Meter,
  type MeterReading,
  type MeterReadingsQuery,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import {
  findHoursPerDay,
  findMachine,
  findMeters,
  findReading,
  findReadings,
} from "./meter-read-repository.js";
import { insertMeter } from "./meter-repository.js";
import { toMeterDto, toReadingDto } from "./meter-row.js";

/** The machine, if the caller may see it (an operator: the machines assigned to them); else its 404. */
async function assertVisibleMachine(db: Database, user: AuthenticatedUser, equipmentId: string) {
  const machine = await findMachine(db, user.organizationId, equipmentId);
  if (!machine || !(can(user.role, "equipment.viewAll") || machine.assigned_operator_id === user.id)) {
    throw notFound(EQUIPMENT_MESSAGES.notFound);
  }
}

/** GET /equipment/{id}/meters: the machine's meters and its engine hours per day for the chart. */
export async function listMachineMeters(
  db: Database,
  user: AuthenticatedUser,
  equipmentId: string,
): Promise<MachineMeters> {
  await assertVisibleMachine(db, user, equipmentId);
  const meters = await findMeters(db, user.organizationId, equipmentId);
  const hoursPerDay = await findHoursPerDay(db, user.organizationId, equipmentId);
  return { meters: meters.map(toMeterDto), hoursPerDay };
}

/** GET /equipment/{id}/meter-readings: the machine's readings, latest taken first, a page at a time. */
export async function listMachineReadings(
  db: Database,
  user: AuthenticatedUser,
  equipmentId: string,
  query: MeterReadingsQuery,
) {
  await assertVisibleMachine(db, user, equipmentId);
  const { rows, counted } = await findReadings(
    db,
    { organizationId: user.organizationId, equipmentId, kind: query.meter, status: query.status },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return { readings: rows.map(toReadingDto), pagination: buildPagination(query.page, query.limit, counted) };
}

/** GET /meter-readings/held: the organization's readings waiting for a manager, latest recorded first. */
export async function listHeldReadings(db: Database, user: AuthenticatedUser, query: HeldReadingsQuery) {
  const { rows, counted } = await findReadings(
    db,
    { organizationId: user.organizationId, status: "HELD" },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return { readings: rows.map(toReadingDto), pagination: buildPagination(query.page, query.limit, counted) };
}

export async function readReading(db: Database, user: AuthenticatedUser, id: string): Promise<MeterReading> {
  const row = await findReading(db, user.organizationId, id);
  if (!row) throw notFound(METER_MESSAGES.readingNotFound);
  return toReadingDto(row);
}

/** POST /equipment/{id}/meters: another meter on the machine (PTO hours...), at 0 until it is read. */
export async function addMeter(
  db: Database,
  user: AuthenticatedUser,
  equipmentId: string,
  input: AddMeter,
): Promise<Meter> {
  const added = await db.transaction(async (tx) => {
    if (!(await findMachine(tx, user.organizationId, equipmentId)))
      throw notFound(EQUIPMENT_MESSAGES.notFound);
    return insertMeter(tx, user.organizationId, equipmentId, input.kind);
  });
  if (!added) throw new AppError("METER_EXISTS", METER_MESSAGES.meterExists);
  const meters = await findMeters(db, user.organizationId, equipmentId);
  const meter = meters.find((m) => m.kind === input.kind);
  if (!meter) throw new Error("The new meter was not found");
  return toMeterDto(meter);
}
