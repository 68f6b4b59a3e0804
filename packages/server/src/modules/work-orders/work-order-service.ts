import type { WorkOrderStats } from "@mnx/domain";
import { workOrderScopeOf } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { countWorkOrders } from "./work-order-stats-repository.js";

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The stats cards: scoped like the work-order list (operators and mechanics see their own). */
export async function workOrderStats(db: Database, user: AuthenticatedUser): Promise<WorkOrderStats> {
  const counts = await countWorkOrders(db, workOrderScopeOf(user), user.id);
  return {
    total: counts.total,
    open: counts.open,
    inProgress: counts.in_progress,
    completed: counts.completed,
    pending: counts.pending,
    overdue: counts.overdue,
    completionRate: counts.total === 0 ? 0 : oneDecimal((counts.completed / counts.total) * 100),
    avgCompletionHours: counts.avg_completion_hours === null ? 0 : oneDecimal(counts.avg_completion_hours),
    active: counts.active,
    assignedToMe: counts.assigned_to_me,
    emergency: counts.emergency,
    critical: counts.critical,
  };
}
