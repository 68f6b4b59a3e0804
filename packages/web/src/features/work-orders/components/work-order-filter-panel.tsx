import { enumLabel, WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES, WORK_ORDER_TYPES } from "@mnx/domain";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { FilterSelect } from "../../../components/ui/filter-select";
import { TextField } from "../../../components/ui/text-field";
import { EMERGENCY_FILTER, MY_FILTER_ON, type WorkOrderFilters } from "../api/work-order-filters";

const options = (values: readonly string[]) => values.map((value) => ({ value, label: enumLabel(value) }));
const STATUS_OPTIONS = options(WORK_ORDER_STATUSES);
const PRIORITY_OPTIONS = options(WORK_ORDER_PRIORITIES);
const TYPE_OPTIONS = options(WORK_ORDER_TYPES);
const EMERGENCY_OPTIONS = [
  { value: EMERGENCY_FILTER.emergency, label: "Emergency" },
  { value: EMERGENCY_FILTER.nonEmergency, label: "Non-emergency" },
];

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
  return (
    <FilterPanel
      activeCount={props.activeCount}
      canClear={props.canClear}
      onClear={props.onClear}
      clearLabel="Clear All Filters"
    >
      <FilterSelect
        label="Status"
        name="status"
        filters={filters}
        onChange={onChange}
        options={STATUS_OPTIONS}
        placeholderOption="All statuses"
      />
      <FilterSelect
        label="Priority"
        name="priority"
        filters={filters}
        onChange={onChange}
        options={PRIORITY_OPTIONS}
        placeholderOption="All priorities"
      />
      <FilterSelect
        label="Type"
        name="workOrderType"
        filters={filters}
        onChange={onChange}
        options={TYPE_OPTIONS}
        placeholderOption="All types"
      />
      <TextField
        label="Job site"
        type="search"
        placeholder="Any job site"
        value={props.jobSiteText}
        onChange={(event) => props.onJobSiteText(event.target.value)}
      />
      <FilterSelect
        label="Emergency"
        name="isEmergency"
        filters={filters}
        onChange={onChange}
        options={EMERGENCY_OPTIONS}
        placeholderOption="All"
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3 self-end rounded-lg border border-line-strong bg-surface px-3 text-sm font-medium text-ink hover:bg-surface-muted">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-accent"
          checked={filters.my === MY_FILTER_ON}
          onChange={(event) => onChange({ my: event.target.checked ? MY_FILTER_ON : "" })}
        />
        My work orders
      </label>
    </FilterPanel>
  );
}
