import {
  bucketLabel,
  enumLabel,
  formatDay,
  formatMoney,
  machineLabel,
  REPORT_COST_FIGURES,
  REPORT_COST_TITLES,
  type Report,
  type ReportCosts,
} from "@mnx/domain";
import { useId } from "react";
import { StatGrid } from "../../../components/ui/stat-grid";
import { BarListChart } from "./bar-list-chart";
import { ChartCard } from "./chart-card";
import { OverTimeChart } from "./over-time-chart";

/** Parts dashed, labour solid, so they differ without colour too. */
const COST_LINES = [
  {
    key: "partsCost",
    label: "Parts",
    className: "stroke-orange-ink",
    dash: "6 4",
    swatch: "border-orange-ink border-dashed",
  },
  {
    key: "labourCost",
    label: "Labour",
    className: "stroke-info-ink",
    dash: undefined,
    swatch: "border-info-ink",
  },
] as const;

const pointLabel = (point: { from: string; to: string }) =>
  point.from === point.to ? formatDay(point.from, { year: true }) : bucketLabel(point);

const hours = (value: number) => `${value.toLocaleString("en-US", { maximumFractionDigits: 1 })} h`;

/** An axis label: whole amounts, thousands as 'k' ('12k'), no currency sign (the title names it). */
const axisAmount = (value: number) =>
  Math.abs(value) >= 1000
    ? `${(value / 1000).toLocaleString("en-US", { maximumFractionDigits: 1 })}k`
    : String(value);

/**
 * The period's costs (docs/decisions/031-labour-and-costs.md): the figures, parts and labour over time, the
 * machines that cost the most (with their engine hours) and the most used parts. Only for a role that sees
 * costs: the report has none otherwise, and the section is not drawn.
 */
export function ReportCostSection({ report }: { report: Report }) {
  const headingId = useId();
  const costs = report.costs;
  if (!costs) return null;
  const money = (value: number | null) => (value === null ? null : formatMoney(value, costs.currency));
  const per = report.granularity === "day" ? "Day" : "Week";
  const currencyNote = costs.currency ? ` (${costs.currency})` : "";
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-lg font-semibold">
          {REPORT_COST_TITLES.section}
          {currencyNote}
        </h3>
        <p className="text-sm text-ink-muted">
          Parts on the day they were used (less returns), labour on its work date. Engine hours: the fleet's
          hour meters moved {hours(costs.engineHours)} in the period.
        </p>
      </div>
      <StatGrid
        label="Cost figures"
        columns="grid-cols-2 sm:grid-cols-3"
        figureSize="text-lg tabular-nums [overflow-wrap:anywhere] sm:text-2xl"
        stats={REPORT_COST_FIGURES.map(({ key, label }) => ({ label, value: money(costs[key]) }))}
      />
      <div className="grid gap-3 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <ChartCard
            title={`${REPORT_COST_TITLES.overTime}${currencyNote}`}
            description={`Per ${per.toLowerCase()}: what parts used on jobs and labour cost.`}
            table={{
              columns: [per, "Parts", "Labour"],
              rows: costs.overTime.map((point) => [
                pointLabel(point),
                formatMoney(point.partsCost, costs.currency),
                formatMoney(point.labourCost, costs.currency),
              ]),
            }}
            empty={costs.overTime.every((point) => point.partsCost === 0 && point.labourCost === 0)}
          >
            <OverTimeChart points={costs.overTime} series={COST_LINES} formatValue={axisAmount} />
          </ChartCard>
        </div>
        <TopMachines costs={costs} />
        <TopParts costs={costs} />
      </div>
    </section>
  );
}

function TopMachines({ costs }: { costs: ReportCosts }) {
  const money = (value: number | null) => (value === null ? "—" : formatMoney(value, costs.currency));
  return (
    <ChartCard
      title={REPORT_COST_TITLES.topMachines}
      description="The ten machines whose parts and labour cost the most in the period, and their cost per engine hour."
      table={{
        columns: ["Machine", "Parts", "Labour", "Total", "Engine hours", "Per engine hour"],
        rows: costs.topMachines.map((m) => [
          machineLabel(m),
          money(m.partsCost),
          money(m.labourCost),
          money(m.totalCost),
          hours(m.engineHours),
          money(m.costPerEngineHour),
        ]),
      }}
      empty={costs.topMachines.length === 0}
    >
      <BarListChart
        formatValue={axisAmount}
        items={costs.topMachines.map((m) => ({
          label: machineLabel(m),
          value: m.totalCost,
          display: money(m.totalCost),
          tone: "fill-orange-ink",
        }))}
      />
    </ChartCard>
  );
}

function TopParts({ costs }: { costs: ReportCosts }) {
  return (
    <ChartCard
      title={REPORT_COST_TITLES.topParts}
      description="The ten parts that cost the most on jobs in the period (then the most often taken), net of returns."
      table={{
        columns: ["Part", "Times used", "Quantity", "Cost"],
        rows: costs.topParts.map((p) => [
          `${p.partNumber} ${p.name}`,
          p.uses,
          `${p.quantity.toLocaleString("en-US", { maximumFractionDigits: 3 })} ${enumLabel(p.unit).toLowerCase()}`,
          formatMoney(p.cost, costs.currency),
        ]),
      }}
      empty={costs.topParts.length === 0}
    >
      <BarListChart
        formatValue={axisAmount}
        items={costs.topParts.map((p) => ({
          label: `${p.partNumber} ${p.name}`,
          value: p.cost,
          display: formatMoney(p.cost, costs.currency),
        }))}
      />
    </ChartCard>
  );
}
