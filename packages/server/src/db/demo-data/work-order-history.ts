import { randomUUID } from "node:crypto";
import type { WorkOrderStatus } from "@mnx/domain";
import type { SeedContext } from "./context.js";

export interface Step {
  to: WorkOrderStatus;
  at: Date;
  by: string | null;
  note?: string;
}

/**
 * History rows for the steps a work order went through, first step from no status. The paths the seed
 * uses are moves the domain state machine allows.
 */
export function pushHistory(ctx: SeedContext, workOrderId: string, steps: readonly Step[]): void {
  let from: WorkOrderStatus | null = null;
  for (const step of steps) {
    ctx.rows.history.push({
      id: randomUUID(),
      organization_id: ctx.organizationId,
      work_order_id: workOrderId,
      from_status: from,
      to_status: step.to,
      changed_by_id: step.by,
      note: step.note ?? null,
      created_at: step.at,
    });
    from = step.to;
  }
}

/** The status path of a regular work order ending in `status`. */
export function pathTo(status: WorkOrderStatus, detour: boolean): WorkOrderStatus[] {
  const started: WorkOrderStatus[] = ["PENDING", "ASSIGNED", "IN_PROGRESS"];
  switch (status) {
    case "PENDING":
      return ["PENDING"];
    case "ASSIGNED":
      return ["PENDING", "ASSIGNED"];
    case "IN_PROGRESS":
      return detour ? [...started, "WAITING_PARTS", "IN_PROGRESS"] : started;
    case "WAITING_PARTS":
    case "WAITING_APPROVAL":
    case "ON_HOLD":
      return [...started, status];
    case "COMPLETED":
      return detour ? [...started, "WAITING_PARTS", "IN_PROGRESS", "COMPLETED"] : [...started, "COMPLETED"];
    case "CANCELLED":
      return detour ? ["PENDING", "ASSIGNED", "CANCELLED"] : ["PENDING", "CANCELLED"];
  }
}
