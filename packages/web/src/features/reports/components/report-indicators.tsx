import { Trans, useLingui } from "@lingui/react/macro";
import { REPORT_INDICATORS, type Report } from "@mnx/domain";
import { type Stat, StatGrid } from "../../../components/ui/stat-grid";
import { formatNumber } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";

type Indicator = keyof Report["indicators"];
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** The four key indicators (part 2, 2.9), a dash for one with nothing to measure. */
export function ReportIndicators({ indicators }: { indicators: Report["indicators"] | undefined }) {
  const { t } = useLingui();
  // As the domain's formatIndicator writes them ('85.2%', '6.4 h', '3.2 tasks'), in the language shown.
  const figure = (key: Indicator, value: number | null) => {
    if (value === null) return "—";
    if (key === "completionRate" || key === "equipmentHealth")
      return formatNumber(value / 100, { style: "percent", ...ONE_DECIMAL });
    const amount = formatNumber(value, ONE_DECIMAL);
    return key === "avgCompletionHours" ? t`${amount} h` : t`${amount} tasks`;
  };
  const stats: Stat[] = REPORT_INDICATORS.map(({ key, label }) => ({
    label: domainText(label),
    value: indicators ? figure(key, indicators[key]) : null,
  }));
  return (
    <section aria-labelledby="report-indicators-heading">
      <h2 id="report-indicators-heading" className="sr-only">
        <Trans>Key indicators</Trans>
      </h2>
      <StatGrid label={t`Key indicators`} stats={stats} />
    </section>
  );
}
