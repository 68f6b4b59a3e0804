import {
  type ComplianceItem,
  type ComplianceQuery,
  type OperatorBoardQuery,
  parseInspectionResult,
  type SupervisedOperator,
  type SupervisorOverview,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { listPagination } from "../../paging.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import {
  countAssignedEquipment,
  countOperators,
  listOperatorBoard,
} from "../equipment/equipment-report-service.js";
import { type ComplianceRow, listCompliance } from "../inspections/inspection-compliance-service.js";

/** GET /field-supervisor/overview: the fleet and crew figures, two index-backed counts. */
export async function supervisorOverview(db: Database, user: AuthenticatedUser): Promise<SupervisorOverview> {
  const [machines, operators] = await Promise.all([
    countAssignedEquipment(db, user.organizationId),
    countOperators(db, user.organizationId),
  ]);
  return {
    totalEquipment: machines.total,
    assignedEquipment: machines.assigned,
    unassignedEquipment: machines.total - machines.assigned,
    totalOperators: operators.total,
    activeOperators: operators.active,
  };
}

/** GET /field-supervisor/operators: a page of operator cards with their machines. */
export async function operatorBoard(db: Database, user: AuthenticatedUser, query: OperatorBoardQuery) {
  const { rows, counted } = await listOperatorBoard(db, user.organizationId, query);
  const operators: SupervisedOperator[] = rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    status: row.status as SupervisedOperator["status"],
    assignedEquipment: row.machines.map((machine) => ({
      ...machine,
      status: machine.status as SupervisedOperator["assignedEquipment"][number]["status"],
      since: new Date(machine.since).toISOString(),
    })),
  }));
  return { operators, pagination: listPagination(query.page, query.limit, counted) };
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function toComplianceItem(row: ComplianceRow): ComplianceItem {
  const result = parseInspectionResult(row.completion_notes);
  return {
    equipment: {
      id: row.equipment_id,
      equipmentNumber: row.equipment_number,
      name: row.equipment_name,
      status: row.equipment_status as ComplianceItem["equipment"]["status"],
    },
    operator:
      row.operator_id === null
        ? null
        : {
            id: row.operator_id,
            firstName: row.operator_first_name ?? "",
            lastName: row.operator_last_name ?? "",
          },
    jobSite: row.job_site,
    inspection:
      row.inspection_id === null || row.assigned_at === null
        ? null
        : {
            id: row.inspection_id,
            status: row.inspection_status as NonNullable<ComplianceItem["inspection"]>["status"],
            inspectionDate: row.inspection_date ?? "",
            assignedAt: row.assigned_at.toISOString(),
            submittedAt: iso(row.submitted_at),
          },
    failedItems: result?.items.filter((item) => item.status === "NEEDS_ATTENTION") ?? [],
    followUp:
      row.follow_up_id === null
        ? null
        : {
            id: row.follow_up_id,
            title: row.follow_up_title ?? "",
            status: row.follow_up_status as NonNullable<ComplianceItem["followUp"]>["status"],
          },
  };
}

/** GET /field-supervisor/compliance: a page of the list behind one compliance figure. */
export async function complianceList(db: Database, user: AuthenticatedUser, query: ComplianceQuery) {
  const { rows, counted } = await listCompliance(
    db,
    user.organizationId,
    query.list,
    query.page,
    query.limit,
  );
  return { items: rows.map(toComplianceItem), pagination: listPagination(query.page, query.limit, counted) };
}
