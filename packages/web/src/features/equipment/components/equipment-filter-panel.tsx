import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { equipmentOptionsQuery } from "../../../components/pickers/picker-queries";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { FilterSelect } from "../../../components/ui/filter-select";
import type { EquipmentFilters } from "../api/equipment-filters";
import { categoryOptions, statusOptions, typeOptions } from "./equipment-select-options";

/** Sorted distinct values, keeping the current choice even if no listed machine has it. */
function distinct(values: (string | null)[], current: string) {
  const set = new Set(values.filter((value): value is string => Boolean(value)));
  if (current) set.add(current);
  return [...set].sort((a, b) => a.localeCompare(b)).map((value) => ({ value, label: value }));
}

interface EquipmentFilterPanelProps {
  filters: EquipmentFilters;
  activeCount: number;
  canClear: boolean;
  onChange: (patch: Partial<EquipmentFilters>) => void;
  onClear: () => void;
}

/** Status, type, category, make and job site (part 2, 2.1); makes and sites come from the fleet itself. */
export function EquipmentFilterPanel({
  filters,
  activeCount,
  canClear,
  onChange,
  onClear,
}: EquipmentFilterPanelProps) {
  const { t } = useLingui();
  const fleet = useQuery(equipmentOptionsQuery());
  const makes = useMemo(
    () =>
      distinct(
        (fleet.data ?? []).map((e) => e.make),
        filters.make,
      ),
    [fleet.data, filters.make],
  );
  const sites = useMemo(
    () =>
      distinct(
        (fleet.data ?? []).map((e) => e.currentJobSite),
        filters.currentJobSite,
      ),
    [fleet.data, filters.currentJobSite],
  );
  return (
    <FilterPanel
      activeCount={activeCount}
      canClear={canClear}
      onClear={onClear}
      clearLabel={t`Clear All Filters`}
    >
      <FilterSelect
        label={t`Status`}
        name="status"
        filters={filters}
        onChange={onChange}
        options={statusOptions()}
        placeholderOption={t`All statuses`}
      />
      <FilterSelect
        label={t`Type`}
        name="equipmentType"
        filters={filters}
        onChange={onChange}
        options={typeOptions()}
        placeholderOption={t`All types`}
      />
      <FilterSelect
        label={t`Category`}
        name="category"
        filters={filters}
        onChange={onChange}
        options={categoryOptions()}
        placeholderOption={t`All categories`}
      />
      <FilterSelect
        label={t`Make`}
        name="make"
        filters={filters}
        onChange={onChange}
        options={makes}
        placeholderOption={t`All makes`}
      />
      <FilterSelect
        label={t`Job site`}
        name="currentJobSite"
        filters={filters}
        onChange={onChange}
        options={sites}
        placeholderOption={t`All job sites`}
      />
    </FilterPanel>
  );
}
