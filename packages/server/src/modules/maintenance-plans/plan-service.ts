import {
  EQUIPMENT_MESSAGES,
  MAINTENANCE_PLAN_MESSAGES,
  MAINTENANCE_PLANS_PER_MACHINE_MAX,
  type MaintenancePlan,
  type MaintenancePlanForm,
  type MaintenancePlanList,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { getEquipment } from "../equipment/equipment-service.js";
import { lockEquipment } from "../equipment/equipment-writes.js";
import { countPlans, deletePlan, findPlan, findPlans, insertPlan, updatePlan } from "./plan-repository.js";
import { toPlanDto } from "./plan-row.js";

/**
 * GET /equipment/{id}/maintenance-plans: whoever may see the machine (an operator: the machines assigned to
 * them) sees its plans; anyone else gets the machine's 404.
 */
export async function listMachinePlans(
  db: Database,
  user: AuthenticatedUser,
  equipmentId: string,
): Promise<MaintenancePlanList> {
  const machine = await getEquipment(db, user, equipmentId);
  const rows = await findPlans(db, user.organizationId, equipmentId);
  return { hourMeter: machine.hourMeter, plans: rows.map(toPlanDto) };
}

async function readPlan(db: Database, user: AuthenticatedUser, equipmentId: string, planId: string) {
  const row = await findPlan(db, user.organizationId, equipmentId, planId);
  if (!row) throw notFound(MAINTENANCE_PLAN_MESSAGES.notFound);
  return toPlanDto(row);
}

/**
 * POST /equipment/{id}/maintenance-plans. The machine's row is locked first, so concurrent additions count
 * each other against the per-machine limit.
 */
export async function addPlan(
  db: Database,
  user: AuthenticatedUser,
  equipmentId: string,
  input: MaintenancePlanForm,
): Promise<MaintenancePlan> {
  const planId = await db.transaction(async (tx) => {
    if (!(await lockEquipment(tx, user.organizationId, equipmentId))) {
      throw notFound(EQUIPMENT_MESSAGES.notFound);
    }
    if ((await countPlans(tx, equipmentId)) >= MAINTENANCE_PLANS_PER_MACHINE_MAX) {
      throw new AppError("MAINTENANCE_PLAN_LIMIT", MAINTENANCE_PLAN_MESSAGES.tooMany, 409);
    }
    return insertPlan(tx, user.organizationId, equipmentId, input);
  });
  return readPlan(db, user, equipmentId, planId);
}

/** PUT /equipment/{id}/maintenance-plans/{planId}: the whole plan; its last service only where given. */
export async function editPlan(
  db: Database,
  user: AuthenticatedUser,
  equipmentId: string,
  planId: string,
  input: MaintenancePlanForm,
): Promise<MaintenancePlan> {
  const found = await db.transaction((tx) => updatePlan(tx, user.organizationId, equipmentId, planId, input));
  if (!found) throw notFound(MAINTENANCE_PLAN_MESSAGES.notFound);
  return readPlan(db, user, equipmentId, planId);
}

/** DELETE /equipment/{id}/maintenance-plans/{planId}: its work orders stay, as history. */
export async function removePlan(
  db: Database,
  user: AuthenticatedUser,
  equipmentId: string,
  planId: string,
): Promise<void> {
  const found = await db.transaction((tx) => deletePlan(tx, user.organizationId, equipmentId, planId));
  if (!found) throw notFound(MAINTENANCE_PLAN_MESSAGES.notFound);
}
