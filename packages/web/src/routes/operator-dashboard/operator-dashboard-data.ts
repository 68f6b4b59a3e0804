import {
  type Assignment,
  countInspectionsDue,
  type Equipment,
  OPEN_WORK_ORDER_STATUSES,
  OPERATOR_DASHBOARD_FETCH_LIMIT,
  operatorWorkOrderCounts,
} from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { ASSIGNMENT_FILTERS } from "../../features/assignments/api/assignment-filters";
import { assignmentListQuery } from "../../features/assignments/api/assignment-queries";
import { EQUIPMENT_FILTERS } from "../../features/equipment/api/equipment-filters";
import { equipmentListQuery } from "../../features/equipment/api/equipment-queries";
import { workOrderListQuery } from "../../features/work-orders/api/work-order-queries";

/**
 * The operator's own data (the server scopes every list to them; the assignments also name them): ACTIVE
 * assignments, their machines and their open work orders, plus the dashboard's figures.
 */
export function useOperatorDashboardData(operatorId: string) {
  const assignments = useQuery(
    assignmentListQuery({ ...ASSIGNMENT_FILTERS.empty, operatorId, status: "ACTIVE" }),
  );
  const machines = useQuery(equipmentListQuery(EQUIPMENT_FILTERS.empty));
  const workOrders = useQuery(
    workOrderListQuery({
      status: OPEN_WORK_ORDER_STATUSES.join(","),
      limit: OPERATOR_DASHBOARD_FETCH_LIMIT,
    }),
  );

  const machinesById = useMemo(
    () =>
      new Map<string, Equipment>((machines.data?.equipment ?? []).map((machine) => [machine.id, machine])),
    [machines.data],
  );
  const active: Assignment[] = assignments.data?.assignments ?? [];
  const assignedMachines = active.flatMap((assignment) => machinesById.get(assignment.equipmentId) ?? []);
  const counts = workOrders.data ? operatorWorkOrderCounts(workOrders.data.workOrders) : null;

  return {
    assignments,
    machinesById,
    workOrders,
    stats: {
      assignedEquipment: assignments.data?.pagination.total ?? null,
      pending: counts?.pending ?? null,
      inProgress: counts?.inProgress ?? null,
      emergency: counts?.emergency ?? null,
      inspectionsDue: assignments.data && machines.data ? countInspectionsDue(assignedMachines) : null,
    },
  };
}
