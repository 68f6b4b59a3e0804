import { EQUIPMENT_MESSAGES, type Equipment, SUPPORT_HINT } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { FilterSelect } from "../../../components/ui/filter-select";
import { countOf, PagedResults } from "../../../components/ui/paged-results";
import { SearchBox } from "../../../components/ui/search-box";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { EQUIPMENT_FILTERS, EQUIPMENT_TEXT_FILTERS } from "../api/equipment-filters";
import { equipmentListQuery } from "../api/equipment-queries";
import { STATUS_OPTIONS } from "./equipment-select-options";
import { MachineAssignmentCard } from "./machine-assignment-card";

const ASSIGNMENT_OPTIONS = [
  { value: "false", label: "Unassigned" },
  { value: "true", label: "Assigned" },
];
const PANEL_FILTERS = ["status", "assigned"] as const;

/**
 * The Equipment Assignments tab (part 1, 2): the fleet a page at a time (GET /equipment, in machine-number
 * order), searched and filtered by status and by whether a machine has an operator.
 */
export function MachineAssignmentsPanel({ onAssign }: { onAssign: (equipment: Equipment) => void }) {
  const fleet = useUrlFilters(EQUIPMENT_FILTERS, EQUIPMENT_TEXT_FILTERS);
  const query = useQuery(equipmentListQuery(fleet.filters));
  const filtered = fleet.activeCount > 0;
  return (
    <div className="space-y-4">
      <SearchBox
        label="Search equipment"
        value={fleet.texts.search}
        onChange={(value) => fleet.setText("search", value)}
        placeholder="Search machines"
      />
      <FilterPanel
        activeCount={fleet.count(PANEL_FILTERS)}
        canClear={filtered}
        onClear={fleet.clear}
        clearLabel="Clear Filters"
      >
        <FilterSelect
          label="Status"
          name="status"
          filters={fleet.filters}
          onChange={fleet.update}
          options={STATUS_OPTIONS}
          placeholderOption="All statuses"
        />
        <FilterSelect
          label="Assignment"
          name="assigned"
          filters={fleet.filters}
          onChange={fleet.update}
          options={ASSIGNMENT_OPTIONS}
          placeholderOption="Assigned or not"
        />
      </FilterPanel>
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
    </div>
  );
}
