import { useLingui } from "@lingui/react/macro";
import {
  bucketLabel,
  enumLabel,
  machineLabel,
  PRIORITY_COLORS,
  REPORT_CHART_TITLES,
  type Report,
  reportEquipmentBucket,
} from "@mnx/domain";
import { formatDay } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";
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

/** A status or a priority as the domain names it, in the language shown. */
const valueLabel = (value: string) => domainText(enumLabel(value));

/** The five charts of the period (DECISIONS.md 'Reports'), each with its table. */
export function ReportCharts({ report }: { report: Report }) {
  const { series } = report;
  const { t } = useLingui();
  const daily = report.granularity === "day";
  const per = daily ? t`Day` : t`Week`;
  const opened = t`Opened`;
  const completed = t`Completed`;
  const workOrders = t`Work orders`;
  return (
    <section aria-label={t`Charts`} className="grid gap-3 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <ChartCard
          title={domainText(REPORT_CHART_TITLES.overTime)}
          description={
            daily
              ? t`Per day: work orders created, and work orders completed (by their completion day).`
              : t`Per week: work orders created, and work orders completed (by their completion day).`
          }
          table={{
            columns: [per, opened, completed],
            rows: series.overTime.map((point) => [pointLabel(point), point.opened, point.completed]),
          }}
        >
          <OverTimeChart points={series.overTime} series={WORK_ORDER_LINES} />
        </ChartCard>
      </div>
      <ChartCard
        title={domainText(REPORT_CHART_TITLES.byStatus)}
        description={t`Work orders opened in the period, by their status now.`}
        table={{
          columns: [t`Status`, workOrders],
          rows: series.byStatus.map((s) => [valueLabel(s.status), s.count]),
        }}
      >
        <BarListChart items={series.byStatus.map((s) => ({ label: valueLabel(s.status), value: s.count }))} />
      </ChartCard>
      <ChartCard
        title={domainText(REPORT_CHART_TITLES.byPriority)}
        description={t`Work orders opened in the period, by priority.`}
        table={{
          columns: [t`Priority`, workOrders],
          rows: series.byPriority.map((p) => [valueLabel(p.priority), p.count]),
        }}
      >
        <BarListChart
          items={series.byPriority.map((p) => ({
            label: valueLabel(p.priority),
            value: p.count,
            tone: PRIORITY_FILLS[PRIORITY_COLORS[p.priority]],
          }))}
        />
      </ChartCard>
      <ChartCard
        title={domainText(REPORT_CHART_TITLES.equipmentByStatus)}
        description={t`The fleet as it stands, retired machines aside.`}
        table={{
          columns: [t`Status`, t`Machines`],
          rows: series.equipmentByStatus.map((e) => [valueLabel(e.status), e.count]),
        }}
      >
        <BarListChart
          items={series.equipmentByStatus.map((e) => ({
            label: valueLabel(e.status),
            value: e.count,
            tone: EQUIPMENT_FILLS[reportEquipmentBucket(e.status, false) ?? "warning"],
          }))}
        />
      </ChartCard>
      <ChartCard
        title={domainText(REPORT_CHART_TITLES.topRepairMachines)}
        description={t`The five machines with the most repair work orders opened in the period (repairs, breakdowns, safety issues, inspection follow-ups; cancelled ones aside).`}
        table={{
          columns: [t`Machine`, t`Repair work orders`],
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
