import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { FilterPanel } from "../../components/ui/filter-panel";
import { FilterSelect } from "../../components/ui/filter-select";
import { DEFECT_FILTERS, defectStatusOptions } from "../../features/defects/api/defect-filters";
import { defectsQuery } from "../../features/defects/api/defect-queries";
import { DefectResults } from "../../features/defects/components/defect-results";
import { useUrlFilters } from "../../lib/use-url-filters";

const NO_TEXT_FILTERS = [] as const;
const CRITICAL_OPTIONS: readonly { value: string; label: MessageDescriptor }[] = [
  { value: "true", label: msg`Critical only` },
  { value: "false", label: msg`Not critical` },
];

/**
 * /defects (docs/decisions/040): the failed items of the daily inspections, newest first, for the foremen and
 * managers who get them repaired; by status, critical and checklist item (a card's link), each with the moves the
 * caller may make.
 */
export function DefectsScreen() {
  const { t, i18n } = useLingui();
  const list = useUrlFilters(DEFECT_FILTERS, NO_TEXT_FILTERS);
  const query = useQuery(defectsQuery(list.filters));
  const active = list.count(DEFECT_FILTERS.keys);
  const itemName = query.data?.defects[0]?.item;
  return (
    <div className="space-y-4">
      <h2 className="sr-only">
        <Trans>Defects</Trans>
      </h2>
      <FilterPanel activeCount={active} onClear={list.clear} clearLabel={t`All Defects`}>
        <FilterSelect
          label={t`Status`}
          name="status"
          filters={list.filters}
          onChange={list.update}
          options={defectStatusOptions(i18n)}
          placeholderOption={t`All statuses`}
        />
        <FilterSelect
          label={t`Critical`}
          name="critical"
          filters={list.filters}
          onChange={list.update}
          options={CRITICAL_OPTIONS.map((option) => ({ ...option, label: i18n._(option.label) }))}
          placeholderOption={t`Critical or not`}
        />
      </FilterPanel>
      {list.filters.item ? (
        <p className="text-sm text-ink-muted">
          {itemName ? (
            <Trans>
              One checklist item's defects: {itemName}, on every version of its template. All Defects shows
              every item again.
            </Trans>
          ) : (
            <Trans>
              One checklist item's defects, on every version of its template. All Defects shows every item
              again.
            </Trans>
          )}
        </p>
      ) : null}
      <DefectResults query={query} filtered={active > 0} onPage={list.setPage} />
    </div>
  );
}
