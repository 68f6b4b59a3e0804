import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { FilterPanel } from "../../components/ui/filter-panel";
import { FilterSelect } from "../../components/ui/filter-select";
import {
  ALERT_FILTERS,
  ALERT_OPEN_OPTIONS,
  alertSeverityOptions,
} from "../../features/machine-alerts/api/alert-filters";
import { fleetAlertsQuery } from "../../features/machine-alerts/api/alert-queries";
import { AlertResults } from "../../features/machine-alerts/components/alert-results";
import { useUrlFilters } from "../../lib/use-url-filters";

const NO_TEXT_FILTERS = [] as const;

/**
 * /machine-alerts (docs/decisions/047): the fault codes the fleet's telematics reported, newest first, for the
 * foremen and managers; by severity and open or cleared, each with the moves the caller may make.
 */
export function MachineAlertsScreen() {
  const { t, i18n } = useLingui();
  const list = useUrlFilters(ALERT_FILTERS, NO_TEXT_FILTERS);
  const query = useQuery(fleetAlertsQuery(list.filters));
  const active = list.count(ALERT_FILTERS.keys);
  return (
    <div className="space-y-4">
      <h2 className="sr-only">
        <Trans>Machine Alerts</Trans>
      </h2>
      <FilterPanel activeCount={active} onClear={list.clear} clearLabel={t`All Alerts`}>
        <FilterSelect
          label={t`Severity`}
          name="severity"
          filters={list.filters}
          onChange={list.update}
          options={alertSeverityOptions()}
          placeholderOption={t`All severities`}
        />
        <FilterSelect
          label={t({ message: "Open", context: "alert status" })}
          name="open"
          filters={list.filters}
          onChange={list.update}
          options={ALERT_OPEN_OPTIONS.map((option) => ({ ...option, label: i18n._(option.label) }))}
          placeholderOption={t`Open or cleared`}
        />
      </FilterPanel>
      <AlertResults query={query} filtered={active > 0} onPage={list.setPage} />
    </div>
  );
}
