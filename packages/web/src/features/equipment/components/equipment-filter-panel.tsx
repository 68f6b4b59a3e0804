import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { SelectField } from "../../../components/ui/select-field";
import { equipmentOptionsQuery } from "../../pickers/picker-queries";
import type { EquipmentFilters } from "../api/equipment-filters";
import { CATEGORY_OPTIONS, STATUS_OPTIONS, TYPE_OPTIONS } from "./equipment-select-options";

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
      clearLabel="Clear All Filters"
    >
      <SelectField
        label="Status"
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value })}
        options={STATUS_OPTIONS}
        placeholderOption="All statuses"
      />
      <SelectField
        label="Type"
        value={filters.equipmentType}
        onChange={(event) => onChange({ equipmentType: event.target.value })}
        options={TYPE_OPTIONS}
        placeholderOption="All types"
      />
      <SelectField
        label="Category"
        value={filters.category}
        onChange={(event) => onChange({ category: event.target.value })}
        options={CATEGORY_OPTIONS}
        placeholderOption="All categories"
      />
      <SelectField
        label="Make"
        value={filters.make}
        onChange={(event) => onChange({ make: event.target.value })}
        options={makes}
        placeholderOption="All makes"
      />
      <SelectField
        label="Job site"
        value={filters.currentJobSite}
        onChange={(event) => onChange({ currentJobSite: event.target.value })}
        options={sites}
        placeholderOption="All job sites"
      />
    </FilterPanel>
  );
}
