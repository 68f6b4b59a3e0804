import {
  can,
  EQUIPMENT_MESSAGES,
  type EquipmentDetail,
  type EquipmentListQuery,
  type EquipmentStats,
} from "@mnx/domain";
import { workOrderScopeOf } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";
import { notFound } from "../../errors.js";
import { listPagination } from "../../paging.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { findActiveAssignment } from "./assignment-repository.js";
import { toAssignmentDto } from "./assignment-row.js";
import { assignmentScopeOf } from "./assignment-scope.js";
import { findRecentWorkOrders, findTelematicsState } from "./equipment-detail-repository.js";
import { listEquipment } from "./equipment-list-repository.js";
import { findEquipmentById, findEquipmentIdByCode } from "./equipment-repository.js";
import { toEquipmentDto } from "./equipment-row.js";
import { countEquipmentByHealth } from "./equipment-stats-repository.js";

/** Fleet figures for the caller's organization (reports, System Status). Everyone may see them. */
export async function equipmentStats(db: Database, user: AuthenticatedUser): Promise<EquipmentStats> {
  return countEquipmentByHealth(db, user.organizationId);
}

/** The fleet page and the pickers: every role reads the organization's whole fleet. */
export async function listEquipmentFor(db: Database, user: AuthenticatedUser, query: EquipmentListQuery) {
  // An operator's fleet is the machines assigned to them (part 1, 6: operators see only their own).
  const scoped = can(user.role, "equipment.viewAll") ? query : { ...query, assignedOperatorId: user.id };
  const { rows, counted } = await listEquipment(db, user.organizationId, scoped);
  return {
    equipment: rows.map(toEquipmentDto),
    pagination: listPagination(query.page, query.limit, counted),
  };
}

/** A machine of the caller's organization, or 404. */
export async function getEquipment(db: Database, user: AuthenticatedUser, id: string) {
  const row = await findEquipmentById(db, user.organizationId, id);
  const visible = row && (can(user.role, "equipment.viewAll") || row.assigned_operator_id === user.id);
  if (!visible) throw notFound(EQUIPMENT_MESSAGES.notFound);
  return toEquipmentDto(row);
}

/**
 * Scan to open (docs/decisions/023): the machine of the caller's organization a label's code or a typed
 * number names, seen as GET /equipment/{id} sees it (an operator: only theirs). Another organization's code
 * answers the same 404 as a code that exists nowhere.
 */
export async function getEquipmentByCode(db: Database, user: AuthenticatedUser, code: string) {
  const id = await findEquipmentIdByCode(db, user.organizationId, code);
  if (!id) throw notFound(EQUIPMENT_MESSAGES.notFound);
  return getEquipment(db, user, id);
}

/**
 * Equipment Details: the machine, its ACTIVE assignment and its latest work orders, each restricted as its
 * own list is (an operator sees the current assignment only when it is theirs).
 */
export async function getEquipmentDetail(
  db: Database,
  user: AuthenticatedUser,
  id: string,
): Promise<EquipmentDetail> {
  const machine = await getEquipment(db, user, id);
  const [assignment, recentWorkOrders, telematics] = await Promise.all([
    findActiveAssignment(db, assignmentScopeOf(user), id),
    findRecentWorkOrders(db, workOrderScopeOf(user), id),
    findTelematicsState(db, id),
  ]);
  return {
    ...machine,
    currentAssignment: assignment ? toAssignmentDto(assignment) : null,
    recentWorkOrders,
    ...telematics,
  };
}
