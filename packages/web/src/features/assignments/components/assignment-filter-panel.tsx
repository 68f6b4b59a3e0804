import { Trans, useLingui } from "@lingui/react/macro";
import { can, enumLabel, OPERATOR_PICKER_ROLES } from "@mnx/domain";
import { EquipmentPicker } from "../../../components/pickers/equipment-picker";
import { UserPicker } from "../../../components/pickers/user-picker";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { FilterSelect } from "../../../components/ui/filter-select";
import { TextField } from "../../../components/ui/text-field";
import { useAuth } from "../../../lib/auth/use-auth";
import { domainText } from "../../../lib/i18n/i18n";
import type { AssignmentFilters } from "../api/assignment-filters";

const STATUSES = ["ACTIVE", "COMPLETED", "TRANSFERRED"];

interface AssignmentFilterPanelProps {
  filters: AssignmentFilters;
  jobSiteText: string;
  onJobSiteText: (value: string) => void;
  activeCount: number;
  onChange: (patch: Partial<AssignmentFilters>) => void;
  onClear: () => void;
}

/** Equipment, operator, status and job site (part 2, 2.4). People are listed only to those who may list them. */
export function AssignmentFilterPanel(props: AssignmentFilterPanelProps) {
  const { filters, onChange } = props;
  const { t } = useLingui();
  const role = useAuth().user?.role;
  return (
    <FilterPanel activeCount={props.activeCount} onClear={props.onClear} clearLabel={t`Clear Filters`}>
      <EquipmentPicker
        label={t`Equipment`}
        placeholder={t`All equipment`}
        value={filters.equipmentId || null}
        onChange={(equipment) => onChange({ equipmentId: equipment?.id ?? "" })}
      />
      {can(role, "users.list") ? (
        <UserPicker
          label={t`Operator`}
          placeholder={t`All operators`}
          roles={OPERATOR_PICKER_ROLES}
          value={filters.operatorId || null}
          onChange={(operator) => onChange({ operatorId: operator?.id ?? "" })}
        />
      ) : filters.operatorId ? (
        <p className="self-end py-2 text-sm text-ink-muted">
          <Trans>Showing one operator's assignments.</Trans>
        </p>
      ) : null}
      <FilterSelect
        label={t`Status`}
        name="status"
        filters={filters}
        onChange={onChange}
        options={STATUSES.map((value) => ({ value, label: domainText(enumLabel(value)) }))}
        placeholderOption={t`All statuses`}
      />
      <TextField
        label={t`Job site`}
        type="search"
        placeholder={t`Any job site`}
        value={props.jobSiteText}
        onChange={(event) => props.onJobSiteText(event.target.value)}
      />
    </FilterPanel>
  );
}
