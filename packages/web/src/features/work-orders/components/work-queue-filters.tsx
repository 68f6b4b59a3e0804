import { useLingui } from "@lingui/react/macro";
import { FilterSelect } from "../../../components/ui/filter-select";
import { enumOptions } from "./work-order-display";

export interface WorkQueueFilterValues {
  /** '' = all; 'active' is the API's alias for PENDING, ASSIGNED, IN_PROGRESS. */
  status: string;
  priority: string;
}

export const DEFAULT_WORK_QUEUE_FILTERS: WorkQueueFilterValues = { status: "active", priority: "" };

const STATUSES = ["PENDING", "ASSIGNED", "IN_PROGRESS", "COMPLETED"] as const;
const PRIORITIES = ["CRITICAL", "HIGH", "MEDIUM", "LOW"] as const;

interface WorkQueueFiltersProps {
  value: WorkQueueFilterValues;
  onChange: (patch: Partial<WorkQueueFilterValues>) => void;
}

/** The Work Queue's status and priority filters (part 1, 2). */
export function WorkQueueFilters({ value, onChange }: WorkQueueFiltersProps) {
  const { t } = useLingui();
  const all = { value: "", label: t`All` };
  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-md">
      <FilterSelect
        label={t`Status`}
        name="status"
        filters={value}
        onChange={onChange}
        options={[all, { value: "active", label: t`Active` }, ...enumOptions(STATUSES)]}
      />
      <FilterSelect
        label={t`Priority`}
        name="priority"
        filters={value}
        onChange={onChange}
        options={[
          { value: "", label: t({ message: "All", context: "priorities" }) },
          ...enumOptions(PRIORITIES),
        ]}
      />
    </div>
  );
}
