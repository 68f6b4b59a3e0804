import type { MachineInspection, MachineInspectionListQuery } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { listPagination } from "../../paging.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { getEquipment } from "../equipment/equipment-service.js";
import { listMachineInspectionPage, type MachineInspectionRow } from "./machine-inspection-repository.js";

const toMachineInspection = (row: MachineInspectionRow): MachineInspection => ({
  id: row.id,
  inspectionDate: row.inspection_date,
  status: row.status as MachineInspection["status"],
  kind: row.kind as MachineInspection["kind"],
  operator: row.operator_id
    ? {
        id: row.operator_id,
        firstName: row.operator_first_name ?? "",
        lastName: row.operator_last_name ?? "",
      }
    : null,
  completedAt: row.actual_end ? row.actual_end.toISOString() : null,
  defects: row.defects,
  criticalDefects: row.critical_defects,
  signed: row.signed,
});

/**
 * GET /equipment/{id}/inspections: the inspections of a machine the caller sees (404 for another organization's
 * machine, or for an operator a machine not assigned to them), newest day first.
 */
export async function listMachineInspectionsFor(
  db: Database,
  user: AuthenticatedUser,
  equipmentId: string,
  query: MachineInspectionListQuery,
) {
  await getEquipment(db, user, equipmentId);
  const { rows, counted } = await listMachineInspectionPage(db, equipmentId, query);
  return {
    inspections: rows.map(toMachineInspection),
    pagination: listPagination(query.page, query.limit, counted),
  };
}
