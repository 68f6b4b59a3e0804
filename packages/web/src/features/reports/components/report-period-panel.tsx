import { useLingui } from "@lingui/react/macro";
import { DEFAULT_REPORT_PERIOD, REPORT_PERIOD_LABELS, REPORT_PERIODS } from "@mnx/domain";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { FilterSelect } from "../../../components/ui/filter-select";
import { domainText } from "../../../lib/i18n/i18n";

interface ReportPeriodPanelProps {
  filters: Readonly<Record<"period", string>>;
  onChange: (patch: Partial<Record<"period", string>>) => void;
  onReset: () => void;
}

/** The filters toggle with the time period (part 2, 2.9); 'Reset' goes back to the default 30 days. */
export function ReportPeriodPanel({ filters, onChange, onReset }: ReportPeriodPanelProps) {
  const { t } = useLingui();
  const periodOptions = REPORT_PERIODS.map((period) => ({
    value: period,
    label: domainText(REPORT_PERIOD_LABELS[period]),
  }));
  return (
    <FilterPanel activeCount={filters.period ? 1 : 0} onClear={onReset} clearLabel={t`Reset`}>
      <FilterSelect
        label={t`Time period`}
        name="period"
        filters={filters}
        onChange={onChange}
        options={periodOptions}
        emptyValue={DEFAULT_REPORT_PERIOD}
      />
    </FilterPanel>
  );
}
