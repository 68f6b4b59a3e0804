import { useLingui } from "@lingui/react/macro";
import { enumLabel, ROLE_LABELS, ROLES, USER_STATUSES } from "@mnx/domain";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { FilterSelect } from "../../../components/ui/filter-select";
import { domainText } from "../../../lib/i18n/i18n";
import type { TeamFilters } from "../api/team-filters";

interface TeamFilterPanelProps {
  filters: TeamFilters;
  activeCount: number;
  canClear: boolean;
  onChange: (patch: Partial<TeamFilters>) => void;
  onClear: () => void;
}

/** Role and status (part 2, 2.10). */
export function TeamFilterPanel({ filters, onChange, ...panel }: TeamFilterPanelProps) {
  const { t } = useLingui();
  const roleOptions = ROLES.map((role) => ({ value: role, label: domainText(ROLE_LABELS[role]) }));
  const statusOptions = USER_STATUSES.map((status) => ({
    value: status,
    label: domainText(enumLabel(status)),
  }));
  return (
    <FilterPanel {...panel} clearLabel={t`Clear Filters`}>
      <FilterSelect
        label={t`Role`}
        name="role"
        filters={filters}
        onChange={onChange}
        options={roleOptions}
        placeholderOption={t`All roles`}
      />
      <FilterSelect
        label={t`Status`}
        name="status"
        filters={filters}
        onChange={onChange}
        options={statusOptions}
        placeholderOption={t`All statuses`}
      />
    </FilterPanel>
  );
}
