import { enumLabel, ROLE_LABELS, ROLES, USER_STATUSES } from "@mnx/domain";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { FilterSelect } from "../../../components/ui/filter-select";
import type { TeamFilters } from "../api/team-filters";

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const STATUS_OPTIONS = USER_STATUSES.map((status) => ({ value: status, label: enumLabel(status) }));

interface TeamFilterPanelProps {
  filters: TeamFilters;
  activeCount: number;
  canClear: boolean;
  onChange: (patch: Partial<TeamFilters>) => void;
  onClear: () => void;
}

/** Role and status (part 2, 2.10). */
export function TeamFilterPanel({ filters, onChange, ...panel }: TeamFilterPanelProps) {
  return (
    <FilterPanel {...panel} clearLabel="Clear Filters">
      <FilterSelect
        label="Role"
        name="role"
        filters={filters}
        onChange={onChange}
        options={ROLE_OPTIONS}
        placeholderOption="All roles"
      />
      <FilterSelect
        label="Status"
        name="status"
        filters={filters}
        onChange={onChange}
        options={STATUS_OPTIONS}
        placeholderOption="All statuses"
      />
    </FilterPanel>
  );
}
