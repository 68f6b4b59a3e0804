import { z } from "zod";
import { EQUIPMENT_STATUSES, REPORT_PERIODS, WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES } from "../enums.js";
import { dateOnlySchema, isoDateTimeSchema } from "./fields.js";
import { teamStatsSchema } from "./stats.js";

const count = () => z.number().int().min(0);
/** One decimal; null when there is nothing to divide by (no work orders, no machines, no technicians). */
const ratio = () => z.number().min(0).nullable();

/** An amount in the organization's currency, to the cent. */
const money = () => z.number();

/**
 * The period's costs (docs/decisions/031-labour-and-costs.md), each counted on the day it was incurred: a part
 * on the day it was used (less returns on theirs), a labour line on its work date. Kept per day, per machine and
 * part per day and per month by triggers, so a year reads about a month of days and eleven months.
 */
export const reportCostsSchema = z.object({
  currency: z.string().nullable(),
  partsCost: money(),
  labourCost: money(),
  totalCost: money(),
  /** The total over the fleet's machines (retired ones aside); null without machines. */
  costPerMachine: money().nullable(),
  /** The hours the fleet's hour meters moved in the period. */
  engineHours: z.number(),
  /** The total over those hours; null when no meter moved. */
  costPerEngineHour: money().nullable(),
  /** What the stock on hand is worth now, at each part's unit cost (stock below zero counts as none). */
  stockValue: money(),
  /** Parts and labour cost per day or week, oldest first (the same points as the work-order chart). */
  overTime: z.array(
    z.object({ from: dateOnlySchema, to: dateOnlySchema, partsCost: money(), labourCost: money() }),
  ),
  /** The machines that cost the most in the period (ties by machine number), with their meter hours. */
  topMachines: z.array(
    z.object({
      equipmentId: z.uuid(),
      equipmentNumber: z.string(),
      name: z.string(),
      partsCost: money(),
      labourCost: money(),
      totalCost: money(),
      engineHours: z.number(),
      costPerEngineHour: money().nullable(),
    }),
  ),
  /** The parts that cost the most in the period (then the most often taken), net of returns. */
  topParts: z.array(
    z.object({
      partId: z.uuid(),
      partNumber: z.string(),
      name: z.string(),
      /** The part's unit (PART_UNITS; a plain string here, so the report's schema does not load the parts'). */
      unit: z.string(),
      /** How many times it was taken for a job. */
      uses: count(),
      quantity: z.number(),
      cost: money(),
    }),
  ),
});
export type ReportCosts = z.output<typeof reportCostsSchema>;

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
  /** The period's costs; null for a caller who may not see costs. */
  costs: reportCostsSchema.nullable(),
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
