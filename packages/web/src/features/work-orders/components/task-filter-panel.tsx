import { FilterPanel } from "../../../components/ui/filter-panel";
import { FilterSelect } from "../../../components/ui/filter-select";
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

/** Status, priority and sort by (part 2, 2.7); the values are the spec's lowercase ones, 'all' is no filter. */
export function TaskFilterPanel({ filters, activeCount, onChange, onClear }: TaskFilterPanelProps) {
  const bound = { filters, onChange };
  return (
    <FilterPanel activeCount={activeCount} onClear={onClear} clearLabel="Clear Filters">
      <FilterSelect label="Status" name="status" {...bound} options={TASK_STATUS_OPTIONS} emptyValue={ALL} />
      <FilterSelect
        label="Priority"
        name="priority"
        {...bound}
        options={TASK_PRIORITY_OPTIONS}
        emptyValue={ALL}
      />
      <FilterSelect
        label="Sort by"
        name="sortBy"
        {...bound}
        options={TASK_SORT_OPTIONS}
        emptyValue={DEFAULT_SORT}
      />
    </FilterPanel>
  );
}
