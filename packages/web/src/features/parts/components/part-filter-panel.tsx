import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { FilterSelect } from "../../../components/ui/filter-select";
import type { PartFilters } from "../api/part-filters";
import { partCategoriesQuery } from "../api/part-queries";

interface PartFilterPanelProps {
  filters: PartFilters;
  activeCount: number;
  canClear: boolean;
  onChange: (patch: Partial<PartFilters>) => void;
  onClear: () => void;
}

const SHOW_OPTIONS = [
  { value: "false", label: msg`Active parts` },
  { value: "true", label: msg`Archived parts` },
];

/** Category (the organization's own) and active or archived parts. */
export function PartFilterPanel({ filters, activeCount, canClear, onChange, onClear }: PartFilterPanelProps) {
  const categories = useQuery(partCategoriesQuery());
  const { t, i18n } = useLingui();
  const options = [...(categories.data ?? [])];
  if (filters.category && !options.includes(filters.category)) options.push(filters.category);
  return (
    <FilterPanel
      activeCount={activeCount}
      canClear={canClear}
      onClear={onClear}
      clearLabel={t`Clear Filters`}
    >
      <FilterSelect
        label={t`Category`}
        name="category"
        filters={filters}
        onChange={onChange}
        options={options.map((value) => ({ value, label: value }))}
        placeholderOption={t`All categories`}
      />
      <FilterSelect
        label={t`Show`}
        name="archived"
        filters={filters}
        onChange={onChange}
        options={SHOW_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
        emptyValue="false"
      />
    </FilterPanel>
  );
}
