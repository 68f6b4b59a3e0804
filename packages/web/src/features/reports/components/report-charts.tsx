import {
  bucketLabel,
  enumLabel,
  formatDay,
  machineLabel,
  PRIORITY_COLORS,
  REPORT_CHART_TITLES,
  type Report,
  reportEquipmentBucket,
} from "@mnx/domain";
import { BarListChart } from "./bar-list-chart";
import { ChartCard } from "./chart-card";
import { OverTimeChart, WORK_ORDER_LINES } from "./over-time-chart";

const PRIORITY_FILLS = {
  green: "fill-success-ink",
  amber: "fill-warning-ink",
  orange: "fill-orange-ink",
  red: "fill-danger-ink",
} as const;
const EQUIPMENT_FILLS = {
  operational: "fill-success-ink",
  warning: "fill-warning-ink",
  critical: "fill-danger-ink",
} as const;

const pointLabel = (point: { from: string; to: string }) =>
  point.from === point.to ? formatDay(point.from, { year: true }) : bucketLabel(point);

/** The five charts of the period (DECISIONS.md 'Reports'), each with its table. */
export function ReportCharts({ report }: { report: Report }) {
  const { series } = report;
  const per = report.granularity === "day" ? "Day" : "Week";
  return (
    <section aria-label="Charts" className="grid gap-3 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <ChartCard
          title={REPORT_CHART_TITLES.overTime}
          description={`Per ${per.toLowerCase()}: work orders created, and work orders completed (by their completion day).`}
          table={{
            columns: [per, "Opened", "Completed"],
            rows: series.overTime.map((point) => [pointLabel(point), point.opened, point.completed]),
          }}
        >
          <OverTimeChart points={series.overTime} series={WORK_ORDER_LINES} />
        </ChartCard>
      </div>
      <ChartCard
        title={REPORT_CHART_TITLES.byStatus}
        description="Work orders opened in the period, by their status now."
        table={{
          columns: ["Status", "Work orders"],
          rows: series.byStatus.map((s) => [enumLabel(s.status), s.count]),
        }}
      >
        <BarListChart items={series.byStatus.map((s) => ({ label: enumLabel(s.status), value: s.count }))} />
      </ChartCard>
      <ChartCard
        title={REPORT_CHART_TITLES.byPriority}
        description="Work orders opened in the period, by priority."
        table={{
          columns: ["Priority", "Work orders"],
          rows: series.byPriority.map((p) => [enumLabel(p.priority), p.count]),
        }}
      >
        <BarListChart
          items={series.byPriority.map((p) => ({
            label: enumLabel(p.priority),
            value: p.count,
            tone: PRIORITY_FILLS[PRIORITY_COLORS[p.priority]],
          }))}
        />
      </ChartCard>
      <ChartCard
        title={REPORT_CHART_TITLES.equipmentByStatus}
        description="The fleet as it stands, retired machines aside."
        table={{
          columns: ["Status", "Machines"],
          rows: series.equipmentByStatus.map((e) => [enumLabel(e.status), e.count]),
        }}
      >
        <BarListChart
          items={series.equipmentByStatus.map((e) => ({
            label: enumLabel(e.status),
            value: e.count,
            tone: EQUIPMENT_FILLS[reportEquipmentBucket(e.status, false) ?? "warning"],
          }))}
        />
      </ChartCard>
      <ChartCard
        title={REPORT_CHART_TITLES.topRepairMachines}
        description="The five machines with the most repair work orders opened in the period (repairs, breakdowns, safety issues, inspection follow-ups; cancelled ones aside)."
        table={{
          columns: ["Machine", "Repair work orders"],
          rows: series.topRepairMachines.map((m) => [machineLabel(m), m.repairs]),
        }}
      >
        <BarListChart
          items={series.topRepairMachines.map((m) => ({
            label: machineLabel(m),
            value: m.repairs,
            tone: "fill-danger-ink",
          }))}
        />
      </ChartCard>
    </section>
  );
}
