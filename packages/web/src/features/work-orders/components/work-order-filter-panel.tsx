import { Trans, useLingui } from "@lingui/react/macro";
import { WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES, WORK_ORDER_TYPES } from "@mnx/domain";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { FilterSelect } from "../../../components/ui/filter-select";
import { TextField } from "../../../components/ui/text-field";
import { EMERGENCY_FILTER, MY_FILTER_ON, type WorkOrderFilters } from "../api/work-order-filters";
import { enumOptions } from "./work-order-display";

interface WorkOrderFilterPanelProps {
  filters: WorkOrderFilters;
  /** What the job site box shows (ahead of the debounced filter). */
  jobSiteText: string;
  onJobSiteText: (value: string) => void;
  activeCount: number;
  /** Search or any filter is set. */
  canClear: boolean;
  onChange: (patch: Partial<WorkOrderFilters>) => void;
  onClear: () => void;
}

/** Status, priority, type, job site, emergency and 'My work orders' (part 2, 2.6); every change goes to page 1. */
export function WorkOrderFilterPanel(props: WorkOrderFilterPanelProps) {
  const { filters, onChange } = props;
  const { t } = useLingui();
  const emergencyOptions = [
    { value: EMERGENCY_FILTER.emergency, label: t`Emergency` },
    { value: EMERGENCY_FILTER.nonEmergency, label: t`Non-emergency` },
  ];
  return (
    <FilterPanel
      activeCount={props.activeCount}
      canClear={props.canClear}
      onClear={props.onClear}
      clearLabel={t`Clear All Filters`}
    >
      <FilterSelect
        label={t`Status`}
        name="status"
        filters={filters}
        onChange={onChange}
        options={enumOptions(WORK_ORDER_STATUSES)}
        placeholderOption={t`All statuses`}
      />
      <FilterSelect
        label={t`Priority`}
        name="priority"
        filters={filters}
        onChange={onChange}
        options={enumOptions(WORK_ORDER_PRIORITIES)}
        placeholderOption={t`All priorities`}
      />
      <FilterSelect
        label={t`Type`}
        name="workOrderType"
        filters={filters}
        onChange={onChange}
        options={enumOptions(WORK_ORDER_TYPES)}
        placeholderOption={t`All types`}
      />
      <TextField
        label={t`Job site`}
        type="search"
        placeholder={t`Any job site`}
        value={props.jobSiteText}
        onChange={(event) => props.onJobSiteText(event.target.value)}
      />
      <FilterSelect
        label={t`Emergency`}
        name="isEmergency"
        filters={filters}
        onChange={onChange}
        options={emergencyOptions}
        placeholderOption={t`All`}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3 self-end rounded-lg border border-line-strong bg-surface px-3 text-sm font-medium text-ink hover:bg-surface-muted">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-accent"
          checked={filters.my === MY_FILTER_ON}
          onChange={(event) => onChange({ my: event.target.checked ? MY_FILTER_ON : "" })}
        />
        <Trans>My work orders</Trans>
      </label>
    </FilterPanel>
  );
}
