import {
  EQUIPMENT_MESSAGES,
  type ListWorkOrdersQuery,
  WORK_ORDER_MESSAGES,
  type WorkOrder,
  type WorkOrderDetail,
} from "@mnx/domain";
import { workOrderScopeOf } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";
import { containsPattern } from "../../db/sql-helpers.js";
import { notFound } from "../../errors.js";
import { listPagination } from "../../paging.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { workOrderPhotos } from "../photos/photo-service.js";
import { listWorkOrderDefects } from "./work-order-defects-repository.js";
import { findMachine, findMachineIdsMatching } from "./work-order-equipment-repository.js";
import { listHistory } from "./work-order-history-repository.js";
import { findJobSitesMatching } from "./work-order-job-sites.js";
import { listWorkOrders, workOrderTotalCap } from "./work-order-list-repository.js";
import { findWorkOrder, findWorkOrders } from "./work-order-repository.js";
import { toWorkOrderDto } from "./work-order-row.js";

export { readWorkOrder } from "./work-order-transition.js";

/** GET /work-orders: the page of work orders the caller may read that match the filters. */
export async function listWorkOrdersFor(db: Database, user: AuthenticatedUser, query: ListWorkOrdersQuery) {
  const { my, ...filters } = query;
  const pattern = containsPattern(query.search);
  const site = containsPattern(query.jobSite);
  const { rows, counted } = await listWorkOrders(db, workOrderScopeOf(user), {
    ...filters,
    myUserId: my ? user.id : undefined,
    searchMachineIds: pattern ? await findMachineIdsMatching(db, user.organizationId, pattern) : undefined,
    jobSiteNames: site ? await findJobSitesMatching(db, user.organizationId, site) : undefined,
  });
  return {
    workOrders: rows.map(toWorkOrderDto),
    pagination: listPagination(query.page, query.limit, counted, workOrderTotalCap(query)),
  };
}

/** GET /work-orders/my: assigned to the caller or reported by them (within what they may read). */
export function myWorkOrders(db: Database, user: AuthenticatedUser, query: ListWorkOrdersQuery) {
  return listWorkOrdersFor(db, user, { ...query, my: true });
}

/** GET /work-orders/equipment/{id}: a machine of the caller's organization (else 404), its work orders. */
export async function equipmentWorkOrders(
  db: Database,
  user: AuthenticatedUser,
  equipmentId: string,
  query: ListWorkOrdersQuery,
) {
  if (!(await findMachine(db, user.organizationId, equipmentId))) throw notFound(EQUIPMENT_MESSAGES.notFound);
  return listWorkOrdersFor(db, user, { ...query, equipmentId });
}

/**
 * GET /work-orders/{id}: one work order the caller may read, with its history, its photos (signed,
 * short-lived addresses: only those who may read it get them) and its defects; 404 otherwise.
 */
export async function getWorkOrderDetail(
  db: Database,
  user: AuthenticatedUser,
  id: string,
): Promise<WorkOrderDetail> {
  const row = await findWorkOrder(db, workOrderScopeOf(user), id);
  if (!row) throw notFound(WORK_ORDER_MESSAGES.notFound);
  const [history, photos, defects] = await Promise.all([
    listHistory(db, id),
    workOrderPhotos(db, id),
    listWorkOrderDefects(db, id),
  ]);
  return { ...toWorkOrderDto(row), history, photos, defects };
}

/** Work orders the caller just created in their organization, as answered (by machine number, then title). */
export async function readCreatedWorkOrders(
  db: Database,
  user: AuthenticatedUser,
  ids: readonly string[],
): Promise<WorkOrder[]> {
  const rows = await findWorkOrders(db, { kind: "organization", organizationId: user.organizationId }, ids);
  return rows
    .map(toWorkOrderDto)
    .sort(
      (a, b) =>
        a.equipment.equipmentNumber.localeCompare(b.equipment.equipmentNumber) ||
        a.title.localeCompare(b.title),
    );
}
