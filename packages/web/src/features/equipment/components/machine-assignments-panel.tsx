import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { EQUIPMENT_MESSAGES, type Equipment, SUPPORT_HINT } from "@mnx/domain";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { FilterSelect } from "../../../components/ui/filter-select";
import { FilteredList } from "../../../components/ui/filtered-list";
import { PagedResults } from "../../../components/ui/paged-results";
import { domainText } from "../../../lib/i18n/i18n";
import { useFilteredList } from "../../../lib/use-filtered-list";
import { MACHINE_ASSIGNMENT_LIST } from "../api/equipment-filters";
import { equipmentListQuery } from "../api/equipment-queries";
import { statusOptions } from "./equipment-select-options";
import { MachineAssignmentCard } from "./machine-assignment-card";
import { machineCount } from "./machine-count";

const ASSIGNMENT_OPTIONS = [
  { value: "false", label: msg`Unassigned` },
  { value: "true", label: msg`Assigned` },
];

/**
 * The Equipment Assignments tab (part 1, 2): the fleet a page at a time (GET /equipment, in machine-number
 * order), searched and filtered by status and by whether a machine has an operator.
 */
export function MachineAssignmentsPanel({ onAssign }: { onAssign: (equipment: Equipment) => void }) {
  const { t, i18n } = useLingui();
  const fleet = useFilteredList(MACHINE_ASSIGNMENT_LIST, equipmentListQuery);
  const { query, filtered } = fleet;
  const { filters, onChange, ...panel } = fleet.panel;
  const bound = { filters, onChange };
  return (
    <div className="space-y-4">
      <FilteredList
        search={fleet.search}
        searchLabel={t`Search equipment`}
        searchPlaceholder={t`Search machines`}
        panel={
          <FilterPanel {...panel} clearLabel={t`Clear Filters`}>
            <FilterSelect
              label={t`Status`}
              name="status"
              {...bound}
              options={statusOptions()}
              placeholderOption={t`All statuses`}
            />
            <FilterSelect
              label={t`Assignment`}
              name="assigned"
              {...bound}
              options={ASSIGNMENT_OPTIONS.map((option) => ({ ...option, label: i18n._(option.label) }))}
              placeholderOption={t`Assigned or not`}
            />
          </FilterPanel>
        }
      >
        <PagedResults
          query={query}
          items={(page) => page.equipment}
          itemKey={(item) => item.id}
          renderItem={(item) => <MachineAssignmentCard equipment={item} onAssign={onAssign} />}
          loadingTitle={t`Loading equipment...`}
          errorTitle={domainText(EQUIPMENT_MESSAGES.loadFailed)}
          errorText={domainText(SUPPORT_HINT)}
          emptyTitle={t`No Equipment Found`}
          emptyText={filtered ? t`Try adjusting your search or filters.` : t`No machines in the fleet yet.`}
          countLabel={machineCount}
          pagesLabel={t`Equipment pages`}
          onPage={fleet.setPage}
        />
      </FilteredList>
    </div>
  );
}
