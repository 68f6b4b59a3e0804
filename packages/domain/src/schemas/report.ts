import { z } from "zod";
import { EQUIPMENT_STATUSES, REPORT_PERIODS, WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES } from "../enums.js";
import { dateOnlySchema, isoDateTimeSchema } from "./fields.js";
import { teamStatsSchema } from "./stats.js";

const count = () => z.number().int().min(0);
/** One decimal; null when there is nothing to divide by (no work orders, no machines, no technicians). */
const ratio = () => z.number().min(0).nullable();

/**
 * GET /api/v1/reports?period= (`data`): every figure of the Reports page, defined in
 * docs/decisions/017-reports.md next to the SQL that computes it. Days are UTC calendar days, both ends included.
 */
export const reportSchema = z.object({
  period: z.enum(REPORT_PERIODS),
  from: dateOnlySchema,
  to: dateOnlySchema,
  granularity: z.enum(["day", "week"]),
  generatedAt: isoDateTimeSchema,
  organization: z.object({ name: z.string() }),
  /** The four key indicators (percentages and averages, one decimal). */
  indicators: z.object({
    completionRate: ratio(),
    avgCompletionHours: ratio(),
    equipmentHealth: ratio(),
    teamUtilization: ratio(),
  }),
  /** Work orders opened in the period, by their status now; overdue = open and past due now. */
  workOrders: z.object({ total: count(), completed: count(), pending: count(), overdue: count() }),
  /** The fleet as it stands (retired machines aside). */
  equipment: z.object({ total: count(), operational: count(), warning: count(), critical: count() }),
  /** completedTasks: work orders completed in the period, daily inspections aside (averageTasks' numerator). */
  team: teamStatsSchema.extend({ averageTasks: ratio(), completedTasks: count() }),
  series: z.object({
    /** Opened (created) and completed per day or week, oldest first. */
    overTime: z.array(
      z.object({ from: dateOnlySchema, to: dateOnlySchema, opened: count(), completed: count() }),
    ),
    byStatus: z.array(z.object({ status: z.enum(WORK_ORDER_STATUSES), count: count() })),
    byPriority: z.array(z.object({ priority: z.enum(WORK_ORDER_PRIORITIES), count: count() })),
    equipmentByStatus: z.array(z.object({ status: z.enum(EQUIPMENT_STATUSES), count: count() })),
    topRepairMachines: z.array(
      z.object({ equipmentId: z.uuid(), equipmentNumber: z.string(), name: z.string(), repairs: count() }),
    ),
  }),
});
export type Report = z.output<typeof reportSchema>;
