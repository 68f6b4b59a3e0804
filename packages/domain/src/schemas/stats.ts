import { z } from "zod";
import { DEFAULT_REPORT_PERIOD } from "../constants.js";
import { REPORT_PERIODS } from "../enums.js";
import { duePlanSchema } from "./maintenance-plan.js";

const count = () => z.number().int().min(0);

/** GET /equipment/stats, at the top level of the answer (part 2, 7). Retired machines are not counted. */
export const equipmentStatsSchema = z.object({
  total: count(),
  operational: count(),
  warning: count(),
  critical: count(),
  maintenance: count(),
});
export type EquipmentStats = z.output<typeof equipmentStatsSchema>;

/**
 * GET /work-orders/stats, at the top level (part 1, 7 and part 2, 3). completionRate is a percentage. The
 * mechanic dashboard's cards (part 1, 2) count ACTIVE work orders (PENDING, ASSIGNED, IN_PROGRESS): active,
 * assignedToMe (mechanic or assignee is the caller), emergency and critical (priority CRITICAL).
 */
export const workOrderStatsSchema = z.object({
  total: count(),
  open: count(),
  inProgress: count(),
  completed: count(),
  pending: count(),
  overdue: count(),
  completionRate: z.number().min(0).max(100),
  avgCompletionHours: z.number().min(0),
  active: count(),
  assignedToMe: count(),
  emergency: count(),
  critical: count(),
});
export type WorkOrderStats = z.output<typeof workOrderStatsSchema>;

/** Reports' team figures, computed from real data (DECISIONS.md). */
export const teamStatsSchema = z.object({
  totalTechnicians: count(),
  activeToday: count(),
  averageTasks: z.number().min(0),
});
export type TeamStats = z.output<typeof teamStatsSchema>;

/** User-management stats: total users, active users, active today (part 2, 2.10). */
export const userStatsSchema = z.object({ total: count(), active: count(), activeToday: count() });
export type UserStats = z.output<typeof userStatsSchema>;

/**
 * GET /maintenance/schedule: how many work orders 'Create N Maintenance Orders' would make (machines whose
 * next maintenance date is near, and maintenance plans come due), and the due plans themselves.
 */
export const maintenanceDueSchema = z.object({
  dueMaintenanceCount: count(),
  duePlans: z.array(duePlanSchema),
});
export type MaintenanceDue = z.output<typeof maintenanceDueSchema>;

/**
 * GET /inspections/daily: the dashboard counts (part 1, 3), for today (UTC). inspectionsNeeded: operated
 * machines without today's daily inspection yet (what POST /inspections/daily would create);
 * missedInspections: daily inspections of the last 7 days never submitted; completedInspections: today's
 * submitted ones; pendingToday: today's assigned and not yet submitted (the operator's '!' badge).
 */
export const dailyInspectionCountsSchema = z.object({
  inspectionsNeeded: count(),
  missedInspections: count(),
  completedInspections: count(),
  pendingToday: count(),
});
export type DailyInspectionCounts = z.output<typeof dailyInspectionCountsSchema>;

/** Report queries: the chosen period is applied to the figures (DECISIONS.md). */
export const reportQuerySchema = z.object({
  period: z.enum(REPORT_PERIODS).default(DEFAULT_REPORT_PERIOD),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;
