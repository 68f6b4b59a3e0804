import { formatIndicator, REPORT_INDICATORS, type Report } from "@mnx/domain";
import { type Stat, StatGrid } from "../../../components/ui/stat-grid";

/** The four key indicators (part 2, 2.9), a dash for one with nothing to measure. */
export function ReportIndicators({ indicators }: { indicators: Report["indicators"] | undefined }) {
  const stats: Stat[] = REPORT_INDICATORS.map(({ key, label }) => ({
    label,
    value: indicators ? formatIndicator(key, indicators[key]) : null,
  }));
  return (
    <section aria-labelledby="report-indicators-heading">
      <h2 id="report-indicators-heading" className="sr-only">
        Key indicators
      </h2>
      <StatGrid label="Key indicators" stats={stats} />
    </section>
  );
}
