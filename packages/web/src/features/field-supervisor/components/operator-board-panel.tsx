import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { enumLabel, USER_STATUSES } from "@mnx/domain";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { FilterSelect } from "../../../components/ui/filter-select";
import { FilteredList } from "../../../components/ui/filtered-list";
import { PagedResults } from "../../../components/ui/paged-results";
import { domainText } from "../../../lib/i18n/i18n";
import { useFilteredList } from "../../../lib/use-filtered-list";
import { OPERATOR_BOARD_LIST } from "../api/supervisor-filters";
import { operatorBoardQuery } from "../api/supervisor-queries";
import { OperatorCard } from "./operator-card";

/** The Operator Management tab (part 1, 2): every operator by name, 20 a page, with the machines they hold. */
export function OperatorBoardPanel() {
  const { t } = useLingui();
  const statusOptions = USER_STATUSES.map((value) => ({ value, label: domainText(enumLabel(value)) }));
  const board = useFilteredList(OPERATOR_BOARD_LIST, operatorBoardQuery);
  const { query, filtered } = board;
  const { filters, onChange, ...panel } = board.panel;
  const bound = { filters, onChange };
  return (
    <div className="space-y-4">
      <FilteredList
        search={board.search}
        searchLabel={t`Search operators`}
        searchPlaceholder={t`Search name or email`}
        panel={
          <FilterPanel {...panel} clearLabel={t`Clear Filters`}>
            <FilterSelect
              label={t`Operator status`}
              name="status"
              {...bound}
              options={statusOptions}
              placeholderOption={t`All statuses`}
            />
          </FilterPanel>
        }
      >
        <PagedResults
          query={query}
          items={(page) => page.operators}
          itemKey={(operator) => operator.id}
          renderItem={(operator) => <OperatorCard operator={operator} />}
          loadingTitle={t`Loading operators...`}
          errorTitle={t`Unable to load operators`}
          errorText={query.error?.message}
          emptyTitle={t`No Operators Found`}
          emptyText={
            filtered
              ? t`Try adjusting your search or filters.`
              : t`Nobody in the organization operates equipment yet.`
          }
          countLabel={(total, exact) =>
            exact
              ? t`${plural(total, { one: "# operator", other: "# operators" })}`
              : t`${plural(total, { other: "#+ operators" })}`
          }
          pagesLabel={t`Operator pages`}
          onPage={board.setPage}
        />
      </FilteredList>
    </div>
  );
}
