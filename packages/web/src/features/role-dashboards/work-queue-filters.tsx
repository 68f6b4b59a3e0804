import { SelectField } from "../../components/ui/select-field";

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
  onChange: (next: WorkQueueFilterValues) => void;
}

/** The Work Queue's status and priority filters (part 1, 2). */
export function WorkQueueFilters({ value, onChange }: WorkQueueFiltersProps) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-md">
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value })}
      />
      <SelectField
        label="Priority"
        options={PRIORITY_OPTIONS}
        value={value.priority}
        onChange={(event) => onChange({ ...value, priority: event.target.value })}
      />
    </div>
  );
}
