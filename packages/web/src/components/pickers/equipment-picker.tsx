import { type Equipment, enumLabel, equipmentMatchesSearch } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { type Ref, useMemo } from "react";
import { EquipmentStatusBadge } from "../ui/equipment-status-badge";
import type { FieldChromeProps } from "../ui/field";
import { SearchablePicker } from "../ui/searchable-picker";
import { equipmentOptionsQuery } from "./picker-queries";

interface EquipmentPickerProps extends FieldChromeProps {
  value: string | null | undefined;
  onChange: (equipment: Equipment | null) => void;
  onBlur?: () => void;
  /** Which machines may be picked (e.g. only available ones). */
  filter?: (equipment: Equipment) => boolean;
  /** Machines to offer even when the list does not hold them (a preset machine). */
  extra?: readonly Equipment[];
  disabled?: boolean;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

const getKey = (equipment: Equipment) => equipment.id;
const getLabel = (equipment: Equipment) => `${equipment.equipmentNumber} · ${equipment.name}`;

function EquipmentOption({ equipment }: { equipment: Equipment }) {
  return (
    <span className="flex min-w-0 flex-1 items-center justify-between gap-2">
      <span className="min-w-0">
        <span className="block truncate">
          <span className="font-semibold">{equipment.equipmentNumber}</span> {equipment.name}
        </span>
        <span className="block truncate text-xs text-ink-muted">
          {[equipment.make, equipment.model, enumLabel(equipment.equipmentType)].filter(Boolean).join(" · ")}
        </span>
      </span>
      <EquipmentStatusBadge status={equipment.status} />
    </span>
  );
}

/** Searchable machine picker: number, name, make, model and type (part 1, 5), with each machine's status. */
export function EquipmentPicker({ filter, extra, ...props }: EquipmentPickerProps) {
  const query = useQuery(equipmentOptionsQuery());
  const items = useMemo(() => {
    const listed = (query.data ?? []).filter((equipment) => !filter || filter(equipment));
    const missing = (extra ?? []).filter((equipment) => !listed.some((item) => item.id === equipment.id));
    return [...missing, ...listed];
  }, [query.data, filter, extra]);
  return (
    <SearchablePicker
      {...props}
      items={items}
      getKey={getKey}
      getLabel={getLabel}
      matches={equipmentMatchesSearch}
      renderOption={(equipment) => <EquipmentOption equipment={equipment} />}
      loading={query.isPending}
      loadError={query.isError ? query.error.message : undefined}
      emptyText="No equipment matches"
      placeholder={props.placeholder ?? "Search machines"}
    />
  );
}
