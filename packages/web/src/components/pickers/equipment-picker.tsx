import { msg } from "@lingui/core/macro";
import { type Equipment, enumLabel, equipmentMatchesSearch } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { domainText } from "../../lib/i18n/i18n";
import { EquipmentStatusBadge } from "../ui/equipment-status-badge";
import { type PickerKind, type PickerProps, SearchablePicker } from "../ui/searchable-picker";
import { equipmentOptionsQuery } from "./picker-queries";

interface EquipmentPickerProps extends PickerProps<Equipment> {
  /** Which machines may be picked (e.g. only available ones). */
  filter?: (equipment: Equipment) => boolean;
  /** Machines to offer even when the list does not hold them (a preset machine). */
  extra?: readonly Equipment[];
}

/** Machines: searched by number, name, make, model and type (part 1, 5), each shown with its status. */
const MACHINES: PickerKind<Equipment> = {
  getKey: (equipment) => equipment.id,
  getLabel: (equipment) => `${equipment.equipmentNumber} · ${equipment.name}`,
  matches: equipmentMatchesSearch,
  renderOption: (equipment) => (
    <span className="flex min-w-0 flex-1 items-center justify-between gap-2">
      <span className="min-w-0">
        <span className="block truncate">
          <span className="font-semibold">{equipment.equipmentNumber}</span> {equipment.name}
        </span>
        <span className="block truncate text-xs text-ink-muted">
          {[equipment.make, equipment.model, domainText(enumLabel(equipment.equipmentType))]
            .filter(Boolean)
            .join(" · ")}
        </span>
      </span>
      <EquipmentStatusBadge status={equipment.status} />
    </span>
  ),
  emptyText: msg`No equipment matches`,
  placeholder: msg`Search machines`,
};

/** The searchable machine picker (components/ui/searchable-picker.tsx with the machines' kind). */
export function EquipmentPicker({ filter, extra, ...props }: EquipmentPickerProps) {
  const query = useQuery(equipmentOptionsQuery());
  const items = useMemo(() => {
    const listed = (query.data ?? []).filter((equipment) => !filter || filter(equipment));
    const missing = (extra ?? []).filter((equipment) => !listed.some((item) => item.id === equipment.id));
    return [...missing, ...listed];
  }, [query.data, filter, extra]);
  return <SearchablePicker {...props} kind={MACHINES} items={items} source={query} />;
}
