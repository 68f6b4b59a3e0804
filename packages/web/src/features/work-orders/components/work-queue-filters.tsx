import { FilterSelect } from "../../../components/ui/filter-select";

export interface WorkQueueFilterValues {
  /** '' = all; 'active' is the API's alias for PENDING, ASSIGNED, IN_PROGRESS. */
  status: string;
  priority: string;
}

export const DEFAULT_WORK_QUEUE_FILTERS: WorkQueueFilterValues = { status: "active", priority: "" };

const STATUS_OPTIONS = [
  { value: "", label: "All" },
  { value: "active", label: "Active" },
  { value: "PENDING", label: "Pending" },
  { value: "ASSIGNED", label: "Assigned" },
  { value: "IN_PROGRESS", label: "In Progress" },
  { value: "COMPLETED", label: "Completed" },
];

const PRIORITY_OPTIONS = [
  { value: "", label: "All" },
  { value: "CRITICAL", label: "Critical" },
  { value: "HIGH", label: "High" },
  { value: "MEDIUM", label: "Medium" },
  { value: "LOW", label: "Low" },
];

interface WorkQueueFiltersProps {
  value: WorkQueueFilterValues;
  onChange: (patch: Partial<WorkQueueFilterValues>) => void;
}

/** The Work Queue's status and priority filters (part 1, 2). */
export function WorkQueueFilters({ value, onChange }: WorkQueueFiltersProps) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-md">
      <FilterSelect
        label="Status"
        name="status"
        filters={value}
        onChange={onChange}
        options={STATUS_OPTIONS}
      />
      <FilterSelect
        label="Priority"
        name="priority"
        filters={value}
        onChange={onChange}
        options={PRIORITY_OPTIONS}
      />
    </div>
  );
}
