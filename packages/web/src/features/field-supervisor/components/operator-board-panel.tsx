import { enumLabel, USER_STATUSES } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { FilterSelect } from "../../../components/ui/filter-select";
import { countOf, PagedResults } from "../../../components/ui/paged-results";
import { SearchBox } from "../../../components/ui/search-box";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { OPERATOR_BOARD_FILTERS, OPERATOR_BOARD_TEXT_FILTERS } from "../api/supervisor-filters";
import { operatorBoardQuery } from "../api/supervisor-queries";
import { OperatorCard } from "./operator-card";

const STATUS_OPTIONS = USER_STATUSES.map((value) => ({ value, label: enumLabel(value) }));
const PANEL_FILTERS = ["status"] as const;

/** The Operator Management tab (part 1, 2): every operator by name, 20 a page, with the machines they hold. */
export function OperatorBoardPanel() {
  const board = useUrlFilters(OPERATOR_BOARD_FILTERS, OPERATOR_BOARD_TEXT_FILTERS);
  const query = useQuery(operatorBoardQuery(board.filters));
  const filtered = board.activeCount > 0;
  return (
    <div className="space-y-4">
      <SearchBox
        label="Search operators"
        value={board.texts.search}
        onChange={(value) => board.setText("search", value)}
        placeholder="Search name or email"
      />
      <FilterPanel
        activeCount={board.count(PANEL_FILTERS)}
        canClear={filtered}
        onClear={board.clear}
        clearLabel="Clear Filters"
      >
        <FilterSelect
          label="Operator status"
          name="status"
          filters={board.filters}
          onChange={board.update}
          options={STATUS_OPTIONS}
          placeholderOption="All statuses"
        />
      </FilterPanel>
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
    </div>
  );
}
