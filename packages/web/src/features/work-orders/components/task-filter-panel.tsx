import { useLingui } from "@lingui/react/macro";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { FilterSelect } from "../../../components/ui/filter-select";
import {
  ALL,
  DEFAULT_SORT,
  type TaskFilters,
  taskPriorityOptions,
  taskSortOptions,
  taskStatusOptions,
} from "../api/task-filters";

interface TaskFilterPanelProps {
  filters: TaskFilters;
  activeCount: number;
  onChange: (patch: Partial<TaskFilters>) => void;
  onClear: () => void;
}

/** Status, priority and sort by (part 2, 2.7); the values are the spec's lowercase ones, 'all' is no filter. */
export function TaskFilterPanel({ filters, activeCount, onChange, onClear }: TaskFilterPanelProps) {
  const { t } = useLingui();
  const bound = { filters, onChange };
  return (
    <FilterPanel activeCount={activeCount} onClear={onClear} clearLabel={t`Clear Filters`}>
      <FilterSelect
        label={t`Status`}
        name="status"
        {...bound}
        options={taskStatusOptions()}
        emptyValue={ALL}
      />
      <FilterSelect
        label={t`Priority`}
        name="priority"
        {...bound}
        options={taskPriorityOptions()}
        emptyValue={ALL}
      />
      <FilterSelect
        label={t`Sort by`}
        name="sortBy"
        {...bound}
        options={taskSortOptions()}
        emptyValue={DEFAULT_SORT}
      />
    </FilterPanel>
  );
}
