import {
  EQUIPMENT_STATUSES,
  type Report,
  type ReportPeriod,
  reportBuckets,
  reportCostRatio,
  reportEquipmentBucket,
  reportRange,
  reportRatio,
  sumIntoBuckets,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { type FleetStatusRow, fleetByStatus } from "../equipment/equipment-report-service.js";
import { technicianStats } from "../users/user-list-service.js";
import {
  countOverdueOpened,
  type DayFigures,
  figuresPerDay,
  type OpenedCell,
  openedByStatusAndPriority,
  topRepairMachines,
} from "../work-orders/work-order-report-service.js";
import { costFigures } from "./report-costs.js";

export interface ReportOrganization {
  id: string;
  name: string;
  /** Whether the caller may see costs (costs.view): without it the report's costs are null. */
  showsCosts: boolean;
}

const sumOf = <T>(rows: readonly T[], value: (row: T) => number) =>
  rows.reduce((sum, row) => sum + value(row), 0);

function workOrderFigures(cells: readonly OpenedCell[], overdue: number) {
  const withStatus = (status: string) => sumOf(cells, (c) => (c.status === status ? c.work_orders : 0));
  return {
    total: sumOf(cells, (c) => c.work_orders),
    completed: withStatus("COMPLETED"),
    pending: withStatus("PENDING"),
    overdue,
  };
}

function equipmentFigures(fleet: readonly FleetStatusRow[]) {
  const figures = { total: 0, operational: 0, warning: 0, critical: 0 };
  for (const row of fleet) {
    const due = row.maintenance_due;
    const running = reportEquipmentBucket(row.status, false);
    const dueSoon = reportEquipmentBucket(row.status, true);
    if (!running || !dueSoon) continue;
    figures.total += row.machines;
    figures[running] += row.machines - due;
    figures[dueSoon] += due;
  }
  return figures;
}

/** Completed work orders of the period and their hours: the average completion time and the team's tasks. */
function completionFigures(days: readonly DayFigures[]) {
  return {
    tasks: sumOf(days, (d) => d.completed_tasks),
    timed: sumOf(days, (d) => d.timed_completed),
    hours: sumOf(days, (d) => d.completed_hours),
  };
}

/**
 * Every figure of the Reports page for `period` (DECISIONS.md 'Reports'; each defined next to its SQL in
 * docs/decisions/017-reports.md). Reads per-day figures, the open work orders' index, the organization's
 * machines and technicians: never the work-order history.
 */
export async function buildReport(
  db: Database,
  organization: ReportOrganization,
  period: ReportPeriod,
  now: Date = new Date(),
): Promise<Report> {
  const range = reportRange(period, now);
  const orgId = organization.id;
  const buckets = reportBuckets(range);
  const [cells, perDay, overdue, machines, fleet, team, costs] = await Promise.all([
    openedByStatusAndPriority(db, orgId, range),
    figuresPerDay(db, orgId, range),
    countOverdueOpened(db, orgId, range),
    topRepairMachines(db, orgId, range),
    fleetByStatus(db, orgId),
    technicianStats(db, orgId),
    organization.showsCosts ? costFigures(db, orgId, range, buckets) : null,
  ]);
  const workOrders = workOrderFigures(cells, overdue);
  const equipment = equipmentFigures(fleet);
  const completion = completionFigures(perDay);
  const averageTasks = reportRatio(completion.tasks, team.technicians);

  const opened = sumIntoBuckets(buckets, new Map(perDay.map((d) => [d.day, d.opened])));
  const completed = sumIntoBuckets(buckets, new Map(perDay.map((d) => [d.day, d.completed])));
  const machinesWith = new Map(fleet.map((row) => [row.status, row.machines]));

  return {
    period,
    from: range.from,
    to: range.to,
    granularity: range.granularity,
    generatedAt: now.toISOString(),
    organization: { name: organization.name },
    indicators: {
      completionRate: reportRatio(workOrders.completed, workOrders.total, 100),
      avgCompletionHours: reportRatio(completion.hours, completion.timed),
      equipmentHealth: reportRatio(equipment.operational, equipment.total, 100),
      teamUtilization: averageTasks,
    },
    workOrders,
    equipment,
    team: {
      totalTechnicians: team.technicians,
      activeToday: team.activeToday,
      averageTasks,
      completedTasks: completion.tasks,
    },
    costs: costs && { ...costs, costPerMachine: reportCostRatio(costs.totalCost, equipment.total) },
    series: {
      overTime: buckets.map((bucket, at) => ({
        ...bucket,
        opened: opened[at] ?? 0,
        completed: completed[at] ?? 0,
      })),
      byStatus: WORK_ORDER_STATUSES.map((status) => ({
        status,
        count: sumOf(cells, (c) => (c.status === status ? c.work_orders : 0)),
      })),
      byPriority: WORK_ORDER_PRIORITIES.map((priority) => ({
        priority,
        count: sumOf(cells, (c) => (c.priority === priority ? c.work_orders : 0)),
      })),
      equipmentByStatus: EQUIPMENT_STATUSES.filter((status) => machinesWith.has(status)).map((status) => ({
        status,
        count: machinesWith.get(status) ?? 0,
      })),
      topRepairMachines: machines.map((m) => ({
        equipmentId: m.equipment_id,
        equipmentNumber: m.equipment_number,
        name: m.name,
        repairs: m.repairs,
      })),
    },
  };
}
