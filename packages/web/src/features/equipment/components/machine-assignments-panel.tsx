import { EQUIPMENT_MESSAGES, type Equipment, SUPPORT_HINT } from "@mnx/domain";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { FilterSelect } from "../../../components/ui/filter-select";
import { FilteredList } from "../../../components/ui/filtered-list";
import { countOf, PagedResults } from "../../../components/ui/paged-results";
import { useFilteredList } from "../../../lib/use-filtered-list";
import { MACHINE_ASSIGNMENT_LIST } from "../api/equipment-filters";
import { equipmentListQuery } from "../api/equipment-queries";
import { STATUS_OPTIONS } from "./equipment-select-options";
import { MachineAssignmentCard } from "./machine-assignment-card";

const ASSIGNMENT_OPTIONS = [
  { value: "false", label: "Unassigned" },
  { value: "true", label: "Assigned" },
];

/**
 * The Equipment Assignments tab (part 1, 2): the fleet a page at a time (GET /equipment, in machine-number
 * order), searched and filtered by status and by whether a machine has an operator.
 */
export function MachineAssignmentsPanel({ onAssign }: { onAssign: (equipment: Equipment) => void }) {
  const fleet = useFilteredList(MACHINE_ASSIGNMENT_LIST, equipmentListQuery);
  const { query, filtered } = fleet;
  const { filters, onChange, ...panel } = fleet.panel;
  const bound = { filters, onChange };
  return (
    <div className="space-y-4">
      <FilteredList
        search={fleet.search}
        searchLabel="Search equipment"
        searchPlaceholder="Search machines"
        panel={
          <FilterPanel {...panel} clearLabel="Clear Filters">
            <FilterSelect
              label="Status"
              name="status"
              {...bound}
              options={STATUS_OPTIONS}
              placeholderOption="All statuses"
            />
            <FilterSelect
              label="Assignment"
              name="assigned"
              {...bound}
              options={ASSIGNMENT_OPTIONS}
              placeholderOption="Assigned or not"
            />
          </FilterPanel>
        }
      >
        <PagedResults
          query={query}
          items={(page) => page.equipment}
          itemKey={(item) => item.id}
          renderItem={(item) => <MachineAssignmentCard equipment={item} onAssign={onAssign} />}
          loadingTitle="Loading equipment..."
          errorTitle={EQUIPMENT_MESSAGES.loadFailed}
          errorText={SUPPORT_HINT}
          emptyTitle="No Equipment Found"
          emptyText={filtered ? "Try adjusting your search or filters." : "No machines in the fleet yet."}
          countLabel={countOf("machine", "machines")}
          pagesLabel="Equipment pages"
          onPage={fleet.setPage}
        />
      </FilteredList>
    </div>
  );
}
