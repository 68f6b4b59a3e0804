import { enumLabel, USER_STATUSES } from "@mnx/domain";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { FilterSelect } from "../../../components/ui/filter-select";
import { FilteredList } from "../../../components/ui/filtered-list";
import { countOf, PagedResults } from "../../../components/ui/paged-results";
import { useFilteredList } from "../../../lib/use-filtered-list";
import { OPERATOR_BOARD_LIST } from "../api/supervisor-filters";
import { operatorBoardQuery } from "../api/supervisor-queries";
import { OperatorCard } from "./operator-card";

const STATUS_OPTIONS = USER_STATUSES.map((value) => ({ value, label: enumLabel(value) }));

/** The Operator Management tab (part 1, 2): every operator by name, 20 a page, with the machines they hold. */
export function OperatorBoardPanel() {
  const board = useFilteredList(OPERATOR_BOARD_LIST, operatorBoardQuery);
  const { query, filtered } = board;
  const { filters, onChange, ...panel } = board.panel;
  const bound = { filters, onChange };
  return (
    <div className="space-y-4">
      <FilteredList
        search={board.search}
        searchLabel="Search operators"
        searchPlaceholder="Search name or email"
        panel={
          <FilterPanel {...panel} clearLabel="Clear Filters">
            <FilterSelect
              label="Operator status"
              name="status"
              {...bound}
              options={STATUS_OPTIONS}
              placeholderOption="All statuses"
            />
          </FilterPanel>
        }
      >
        <PagedResults
          query={query}
          items={(page) => page.operators}
          itemKey={(operator) => operator.id}
          renderItem={(operator) => <OperatorCard operator={operator} />}
          loadingTitle="Loading operators..."
          errorTitle="Unable to load operators"
          errorText={query.error?.message}
          emptyTitle="No Operators Found"
          emptyText={
            filtered
              ? "Try adjusting your search or filters."
              : "Nobody in the organization operates equipment yet."
          }
          countLabel={countOf("operator", "operators")}
          pagesLabel="Operator pages"
          onPage={board.setPage}
        />
      </FilteredList>
    </div>
  );
}
