import { can, type WorkOrder } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useAuth } from "../../../lib/auth/use-auth";
import { useWaitingWrites, type WaitingWrite } from "../../../lib/waiting-writes";
import { workOrderWriteOf } from "../api/work-order-on-device";
import { workOrderCostQuery, workOrderPartsQuery } from "../api/work-order-parts-queries";
import { type WaitingCosts, WorkOrderCostSummary } from "./work-order-cost-summary";
import { WorkOrderLabourSection } from "./work-order-labour-section";
import { WorkOrderPartsSection } from "./work-order-parts-section";

const PART_WRITES = new Set(["partUse", "partReturn", "partRequest"]);
const LABOUR_WRITES = new Set(["labourRecord", "labourRemove"]);

/** Parts, labour or both saved on this device for the job and not sent yet; null: none. */
export function waitingCosts(workOrderId: string, waiting: readonly WaitingWrite[]): WaitingCosts | null {
  let parts = false;
  let labour = false;
  for (const entry of waiting) {
    const write = entry.state === "sent" ? null : workOrderWriteOf(entry.write);
    if (write?.workOrderId !== workOrderId) continue;
    parts ||= PART_WRITES.has(write.kind);
    labour ||= LABOUR_WRITES.has(write.kind);
  }
  if (parts && labour) return "both";
  return parts ? "parts" : labour ? "labour" : null;
}

/**
 * What a job used and cost, on Work Order Details and Mechanic Work Order (docs/decisions/033, 036): its parts,
 * its labour, then parts cost, labour cost and total for those who see costs (never an operator).
 */
export function WorkOrderPartsAndLabour({ workOrder }: { workOrder: WorkOrder }) {
  const { user } = useAuth();
  const showCosts = can(user?.role, "costs.view");
  const cost = useQuery({ ...workOrderCostQuery(workOrder.id), enabled: showCosts });
  const parts = useQuery(workOrderPartsQuery(workOrder.id));
  const waiting = useWaitingWrites();
  return (
    <>
      <WorkOrderPartsSection workOrder={workOrder} />
      <WorkOrderLabourSection workOrder={workOrder} />
      {showCosts ? (
        <WorkOrderCostSummary
          cost={cost.data}
          partsCost={parts.data?.partsCost}
          waiting={waitingCosts(workOrder.id, waiting)}
        />
      ) : null}
    </>
  );
}
