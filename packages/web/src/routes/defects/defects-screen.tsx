import { useQuery } from "@tanstack/react-query";
import { FilterPanel } from "../../components/ui/filter-panel";
import { FilterSelect } from "../../components/ui/filter-select";
import { DEFECT_FILTERS, DEFECT_STATUS_OPTIONS } from "../../features/defects/api/defect-filters";
import { defectsQuery } from "../../features/defects/api/defect-queries";
import { DefectResults } from "../../features/defects/components/defect-results";
import { useUrlFilters } from "../../lib/use-url-filters";

const NO_TEXT_FILTERS = [] as const;
const CRITICAL_OPTIONS = [
  { value: "true", label: "Critical only" },
  { value: "false", label: "Not critical" },
];

/**
 * /defects (docs/decisions/040): the failed items of the daily inspections, newest first, for the foremen and
 * managers who get them repaired; by status, critical and checklist item (a card's link), each with the moves the
 * caller may make.
 */
export function DefectsScreen() {
  const list = useUrlFilters(DEFECT_FILTERS, NO_TEXT_FILTERS);
  const query = useQuery(defectsQuery(list.filters));
  const active = list.count(DEFECT_FILTERS.keys);
  return (
    <div className="space-y-4">
      <h2 className="sr-only">Defects</h2>
      <FilterPanel activeCount={active} onClear={list.clear} clearLabel="All Defects">
        <FilterSelect
          label="Status"
          name="status"
          filters={list.filters}
          onChange={list.update}
          options={DEFECT_STATUS_OPTIONS}
          placeholderOption="All statuses"
        />
        <FilterSelect
          label="Critical"
          name="critical"
          filters={list.filters}
          onChange={list.update}
          options={CRITICAL_OPTIONS}
          placeholderOption="Critical or not"
        />
      </FilterPanel>
      {list.filters.item ? (
        <p className="text-sm text-ink-muted">
          One checklist item's defects
          {query.data?.defects[0] ? `: ${query.data.defects[0].item}` : ""}, on every version of its template.
          All Defects shows every item again.
        </p>
      ) : null}
      <DefectResults query={query} filtered={active > 0} onPage={list.setPage} />
    </div>
  );
}
