import { INSPECTION_MESSAGES, todaysPendingInspection, type WorkOrder } from "@mnx/domain";
import { onlineManager, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useAssignDailyInspections } from "../../features/work-orders/api/automation-queries";
import { workOrderListQuery } from "../../features/work-orders/api/work-order-queries";

export type ChecklistOutcome = { inspection: WorkOrder } | { notice: string };

/** A daily inspection of today (due at the end of its day) already submitted. */
const submittedToday = (workOrders: readonly WorkOrder[], now = Date.now()) =>
  workOrders.some(
    (wo) =>
      wo.workOrderType === "INSPECTION" &&
      wo.status === "COMPLETED" &&
      wo.dueDate !== null &&
      new Date(wo.dueDate).getTime() >= now,
  );

/**
 * A machine's daily checklist for its operator, one tap from the machine's page. An operator who came
 * straight from the label (not through the dashboard, which assigns them) may have none yet: the tap assigns
 * today's inspections of their machines first (POST /inspections/daily, once per machine and day) when online.
 */
export function useMachineChecklist(equipmentId: string, enabled: boolean) {
  const client = useQueryClient();
  const listQuery = workOrderListQuery({
    equipmentId,
    workOrderType: "INSPECTION",
    status: "ASSIGNED,IN_PROGRESS,COMPLETED",
    limit: 10,
  });
  const recent = useQuery({ ...listQuery, enabled });
  const { assign } = useAssignDailyInspections();
  const [opening, setOpening] = useState(false);
  const todays = todaysPendingInspection(recent.data?.workOrders ?? []);

  const open = async (): Promise<ChecklistOutcome> => {
    if (todays) return { inspection: todays };
    if (submittedToday(recent.data?.workOrders ?? [])) return { notice: INSPECTION_MESSAGES.doneToday };
    if (!onlineManager.isOnline()) return { notice: INSPECTION_MESSAGES.noneAssigned };
    setOpening(true);
    try {
      await assign();
      const fresh = await client.fetchQuery({ ...listQuery, staleTime: 0 });
      const assigned = todaysPendingInspection(fresh.workOrders);
      return assigned ? { inspection: assigned } : { notice: INSPECTION_MESSAGES.noneAssigned };
    } catch {
      return { notice: INSPECTION_MESSAGES.noneAssigned };
    } finally {
      setOpening(false);
    }
  };

  return { due: todays !== null, opening, open };
}
