import { enumLabel } from "./labels.js";
import { REPORT_PERIOD_LABELS } from "./report-rules.js";
import type { Report, ReportCosts } from "./schemas/report.js";

type Indicator = keyof Report["indicators"];

/** The key indicators: the screen's label, and the unit the CSV names. */
export const REPORT_INDICATORS: readonly { key: Indicator; label: string; unit: string }[] = [
  { key: "completionRate", label: "Completion Rate", unit: "%" },
  { key: "avgCompletionHours", label: "Avg Completion Time", unit: "hours" },
  { key: "equipmentHealth", label: "Equipment Health", unit: "% operational" },
  { key: "teamUtilization", label: "Team Utilization", unit: "tasks per technician" },
];

/** An indicator as the screen shows it ('85.2%', '6.4 h', '3.2 tasks'); a dash when there is nothing to measure. */
export function formatIndicator(key: Indicator, value: number | null): string {
  if (value === null) return "—";
  if (key === "avgCompletionHours") return `${value.toFixed(1)} h`;
  if (key === "teamUtilization") return `${value.toFixed(1)} tasks`;
  return `${value.toFixed(1)}%`;
}

/** The three detail cards (part 2, 2.9), figure by figure, in the order the screen and the CSV list them. */
export const REPORT_CARDS = {
  workOrders: {
    title: "Work Order Status",
    figures: [
      { key: "total", label: "Total" },
      { key: "completed", label: "Completed" },
      { key: "pending", label: "Pending" },
      { key: "overdue", label: "Overdue" },
    ],
  },
  equipment: {
    title: "Equipment Status",
    figures: [
      { key: "total", label: "Total" },
      { key: "operational", label: "Operational" },
      { key: "warning", label: "Warning" },
      { key: "critical", label: "Critical" },
    ],
  },
  team: {
    title: "Team Performance",
    figures: [
      { key: "totalTechnicians", label: "Total Technicians" },
      { key: "activeToday", label: "Active Today" },
      { key: "averageTasks", label: "Average Tasks" },
    ],
  },
} as const satisfies {
  [K in "workOrders" | "equipment" | "team"]: {
    title: string;
    figures: readonly { key: keyof Report[K]; label: string }[];
  };
};

/** Average tasks' numerator, shown under the team card and in the CSV. */
export const TASKS_COMPLETED_LABEL = "Tasks completed (daily inspections aside)";

export const REPORT_CHART_TITLES = {
  overTime: "Work Orders Opened and Completed",
  byStatus: "Work Orders by Status",
  byPriority: "Work Orders by Priority",
  equipmentByStatus: "Equipment by Status",
  topRepairMachines: "Most Repair Work Orders",
} as const satisfies Record<keyof Report["series"], string>;

/** The costs section (docs/decisions/031): its figures in the order the screen and the CSV list them. */
export const REPORT_COST_FIGURES = [
  { key: "partsCost", label: "Parts Cost" },
  { key: "labourCost", label: "Labour Cost" },
  { key: "totalCost", label: "Total Cost" },
  { key: "costPerMachine", label: "Cost per Machine" },
  { key: "costPerEngineHour", label: "Cost per Engine Hour" },
  { key: "stockValue", label: "Stock Value Now" },
] as const satisfies readonly { key: keyof ReportCosts; label: string }[];

export const REPORT_COST_TITLES = {
  section: "Costs",
  overTime: "Parts and Labour Cost",
  topMachines: "Machines That Cost the Most",
  topParts: "Most Used Parts",
  engineHours: "Engine hours (hour meters moved)",
} as const;

/** A chart point's days as a label: one day, or 'from – to' for a week. */
export function bucketLabel(bucket: { from: string; to: string }): string {
  return bucket.from === bucket.to ? bucket.from : `${bucket.from} – ${bucket.to}`;
}

/** A machine as the top-machines chart names it. */
export const machineLabel = (machine: { equipmentNumber: string; name: string }) =>
  `${machine.equipmentNumber} ${machine.name}`;

type Cell = string | number | null;

/**
 * The report as CSV rows (header first): Section, Item, Value. The same figures, labels and series the screen
 * shows; a figure with nothing to measure is an empty cell. The server writes them out (escaping, injection).
 */
export function reportCsvRows(report: Report): Cell[][] {
  const rows: Cell[][] = [["Section", "Item", "Value"]];
  const add = (section: string, item: Cell, value: Cell) => rows.push([section, item, value]);
  add("Report", "Organization", report.organization.name);
  add("Report", "Period", REPORT_PERIOD_LABELS[report.period]);
  add("Report", "From", report.from);
  add("Report", "To", report.to);
  add("Report", "Generated at", report.generatedAt);
  for (const { key, label, unit } of REPORT_INDICATORS)
    add("Key indicators", `${label} (${unit})`, report.indicators[key]);
  for (const card of ["workOrders", "equipment", "team"] as const) {
    const { title, figures } = REPORT_CARDS[card];
    const values = report[card] as Record<string, number | null>;
    for (const { key, label } of figures) add(title, label, values[key] ?? null);
  }
  add(REPORT_CARDS.team.title, TASKS_COMPLETED_LABEL, report.team.completedTasks);
  const per = report.granularity === "day" ? "per day" : "per week";
  for (const point of report.series.overTime)
    add(`Work orders opened ${per}`, bucketLabel(point), point.opened);
  for (const point of report.series.overTime)
    add(`Work orders completed ${per}`, bucketLabel(point), point.completed);
  for (const { status, count } of report.series.byStatus)
    add(REPORT_CHART_TITLES.byStatus, enumLabel(status), count);
  for (const { priority, count } of report.series.byPriority)
    add(REPORT_CHART_TITLES.byPriority, enumLabel(priority), count);
  for (const { status, count } of report.series.equipmentByStatus)
    add(REPORT_CHART_TITLES.equipmentByStatus, enumLabel(status), count);
  for (const machine of report.series.topRepairMachines)
    add(REPORT_CHART_TITLES.topRepairMachines, machineLabel(machine), machine.repairs);
  if (report.costs) addCostRows(report.costs, per, add);
  return rows;
}

/** The costs section's rows: amounts as plain numbers in the currency the first row names. */
function addCostRows(
  costs: ReportCosts,
  per: string,
  add: (section: string, item: Cell, value: Cell) => void,
) {
  const section = REPORT_COST_TITLES.section;
  add(section, "Currency", costs.currency ?? "");
  for (const { key, label } of REPORT_COST_FIGURES) add(section, label, costs[key]);
  add(section, REPORT_COST_TITLES.engineHours, costs.engineHours);
  for (const point of costs.overTime) add(`Parts cost ${per}`, bucketLabel(point), point.partsCost);
  for (const point of costs.overTime) add(`Labour cost ${per}`, bucketLabel(point), point.labourCost);
  for (const machine of costs.topMachines) {
    const title = `${REPORT_COST_TITLES.topMachines}: ${machineLabel(machine)}`;
    add(title, "Parts cost", machine.partsCost);
    add(title, "Labour cost", machine.labourCost);
    add(title, "Total cost", machine.totalCost);
    add(title, "Engine hours", machine.engineHours);
    add(title, "Cost per engine hour", machine.costPerEngineHour);
  }
  for (const part of costs.topParts) {
    const title = `${REPORT_COST_TITLES.topParts}: ${part.partNumber} ${part.name}`;
    add(title, "Times used", part.uses);
    add(title, `Quantity (${enumLabel(part.unit)})`, part.quantity);
    add(title, "Cost", part.cost);
  }
}
