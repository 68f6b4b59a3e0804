import { FilterPanel } from "../../../components/ui/filter-panel";
import { SelectField } from "../../../components/ui/select-field";
import {
  ALL,
  DEFAULT_SORT,
  TASK_PRIORITY_OPTIONS,
  TASK_SORT_OPTIONS,
  TASK_STATUS_OPTIONS,
  type TaskFilters,
} from "../api/task-filters";

interface TaskFilterPanelProps {
  filters: TaskFilters;
  activeCount: number;
  onChange: (patch: Partial<TaskFilters>) => void;
  onClear: () => void;
}

/** 'All' and the default sort are left out of the address. */
const stored = (value: string, none: string) => (value === none ? "" : value);

/** Status, priority and sort by (part 2, 2.7); the values are the spec's lowercase ones. */
export function TaskFilterPanel({ filters, activeCount, onChange, onClear }: TaskFilterPanelProps) {
  return (
    <FilterPanel activeCount={activeCount} onClear={onClear} clearLabel="Clear Filters">
      <SelectField
        label="Status"
        value={filters.status || ALL}
        onChange={(event) => onChange({ status: stored(event.target.value, ALL) })}
        options={TASK_STATUS_OPTIONS}
      />
      <SelectField
        label="Priority"
        value={filters.priority || ALL}
        onChange={(event) => onChange({ priority: stored(event.target.value, ALL) })}
        options={TASK_PRIORITY_OPTIONS}
      />
      <SelectField
        label="Sort by"
        value={filters.sortBy || DEFAULT_SORT}
        onChange={(event) => onChange({ sortBy: stored(event.target.value, DEFAULT_SORT) })}
        options={TASK_SORT_OPTIONS}
      />
    </FilterPanel>
  );
}
