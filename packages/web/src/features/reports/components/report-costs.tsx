import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  bucketLabel,
  machineLabel,
  type PartUnit,
  REPORT_COST_FIGURES,
  REPORT_COST_TITLES,
  type Report,
  type ReportCosts,
} from "@mnx/domain";
import { useId } from "react";
import { StatGrid } from "../../../components/ui/stat-grid";
import { formatDay, formatNumber } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";
import { moneyText } from "../../../lib/use-money";
import { BarListChart } from "./bar-list-chart";
import { ChartCard } from "./chart-card";
import { OverTimeChart } from "./over-time-chart";

/** Parts dashed, labour solid, so they differ without colour too. */
const COST_LINES = [
  {
    key: "partsCost",
    label: msg`Parts`,
    className: "stroke-orange-ink",
    dash: "6 4",
    swatch: "border-orange-ink border-dashed",
  },
  {
    key: "labourCost",
    label: msg`Labour`,
    className: "stroke-info-ink",
    dash: undefined,
    swatch: "border-info-ink",
  },
] as const;

const pointLabel = (point: { from: string; to: string }) =>
  point.from === point.to ? formatDay(point.from, { year: true }) : bucketLabel(point);

/** Engine hours: '1,234.5 h'. */
const hours = (value: number) => `${formatNumber(value, { maximumFractionDigits: 1 })} h`;

/** An axis label: whole amounts, thousands as 'k' ('12k'), no currency sign (the title names it). */
const axisAmount = (value: number) =>
  Math.abs(value) >= 1000
    ? `${formatNumber(value / 1000, { maximumFractionDigits: 1 })}k`
    : formatNumber(value);

/** A part's unit after a quantity in the top parts' table ('4 each', '12.5 litre'). */
const UNIT_WORDS = {
  EACH: msg`each`,
  PAIR: msg`pair`,
  SET: msg`set`,
  LITRE: msg`litre`,
  METRE: msg`metre`,
  KILOGRAM: msg`kilogram`,
} as const satisfies Record<PartUnit, unknown>;

/**
 * The period's costs (docs/decisions/031-labour-and-costs.md): the figures, parts and labour over time, the
 * machines that cost the most (with their engine hours) and the most used parts. Only for a role that sees
 * costs: the report has none otherwise, and the section is not drawn.
 */
export function ReportCostSection({ report }: { report: Report }) {
  const headingId = useId();
  const { t } = useLingui();
  const costs = report.costs;
  if (!costs) return null;
  const money = (value: number | null) => (value === null ? null : moneyText(value, costs.currency));
  const daily = report.granularity === "day";
  const currencyNote = costs.currency ? ` (${costs.currency})` : "";
  const engineHours = hours(costs.engineHours);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-lg font-semibold">
          {domainText(REPORT_COST_TITLES.section)}
          {currencyNote}
        </h3>
        <p className="text-sm text-ink-muted">
          <Trans>
            Parts on the day they were used (less returns), labour on its work date. Engine hours: the fleet's
            hour meters moved {engineHours} in the period.
          </Trans>
        </p>
      </div>
      <StatGrid
        label={t`Cost figures`}
        columns="grid-cols-2 sm:grid-cols-3"
        figureSize="text-lg tabular-nums [overflow-wrap:anywhere] sm:text-2xl"
        stats={REPORT_COST_FIGURES.map(({ key, label }) => ({
          label: domainText(label),
          value: money(costs[key]),
        }))}
      />
      <div className="grid gap-3 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <ChartCard
            title={`${domainText(REPORT_COST_TITLES.overTime)}${currencyNote}`}
            description={
              daily
                ? t`Per day: what parts used on jobs and labour cost.`
                : t`Per week: what parts used on jobs and labour cost.`
            }
            table={{
              columns: [daily ? t`Day` : t`Week`, t`Parts`, t`Labour`],
              rows: costs.overTime.map((point) => [
                pointLabel(point),
                moneyText(point.partsCost, costs.currency),
                moneyText(point.labourCost, costs.currency),
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
  const { t } = useLingui();
  const money = (value: number | null) => (value === null ? "—" : moneyText(value, costs.currency));
  return (
    <ChartCard
      title={domainText(REPORT_COST_TITLES.topMachines)}
      description={t`The ten machines whose parts and labour cost the most in the period, and their cost per engine hour.`}
      table={{
        columns: [t`Machine`, t`Parts`, t`Labour`, t`Total`, t`Engine hours`, t`Per engine hour`],
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
  const { t, i18n } = useLingui();
  const quantityOf = ({ quantity, unit }: ReportCosts["topParts"][number]) => {
    const amount = formatNumber(quantity, { maximumFractionDigits: 3 });
    const known: MessageDescriptor | undefined = UNIT_WORDS[unit as PartUnit];
    const unitWord = known ? i18n._(known) : unit.toLowerCase();
    return t`${amount} ${unitWord}`;
  };
  return (
    <ChartCard
      title={domainText(REPORT_COST_TITLES.topParts)}
      description={t`The ten parts that cost the most on jobs in the period (then the most often taken), net of returns.`}
      table={{
        columns: [t`Part`, t`Times used`, t`Quantity`, t`Cost`],
        rows: costs.topParts.map((p) => [
          `${p.partNumber} ${p.name}`,
          p.uses,
          quantityOf(p),
          moneyText(p.cost, costs.currency),
        ]),
      }}
      empty={costs.topParts.length === 0}
    >
      <BarListChart
        formatValue={axisAmount}
        items={costs.topParts.map((p) => ({
          label: `${p.partNumber} ${p.name}`,
          value: p.cost,
          display: moneyText(p.cost, costs.currency),
        }))}
      />
    </ChartCard>
  );
}
