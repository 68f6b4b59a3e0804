import { DEFECT_MESSAGES, type Defect, type DefectListQuery } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { notFound } from "../../errors.js";
import { listPagination } from "../../paging.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { getEquipment } from "../equipment/equipment-service.js";
import { findDefect, listDefects } from "./defect-repository.js";
import { toDefectDto } from "./defect-row.js";
import { defectScopeOf } from "./defect-scope.js";

/** GET /defects: the defects of the machines the caller sees, newest first, filtered and paged. */
export async function listDefectsFor(db: Database, user: AuthenticatedUser, query: DefectListQuery) {
  const { rows, counted } = await listDefects(db, defectScopeOf(user), query);
  return { defects: rows.map(toDefectDto), pagination: listPagination(query.page, query.limit, counted) };
}

/** GET /equipment/{id}/defects: one machine's (404 for a machine the caller does not see). */
export async function listMachineDefects(
  db: Database,
  user: AuthenticatedUser,
  equipmentId: string,
  query: DefectListQuery,
) {
  await getEquipment(db, user, equipmentId);
  return listDefectsFor(db, user, { ...query, equipmentId });
}

/** GET /defects/{id}: 404 for another organization's, or a machine the caller does not see. */
export async function getDefect(db: Database, user: AuthenticatedUser, id: string): Promise<Defect> {
  const row = await findDefect(db, defectScopeOf(user), id);
  if (!row) throw notFound(DEFECT_MESSAGES.notFound);
  return toDefectDto(row);
}
