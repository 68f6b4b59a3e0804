import { Trans, useLingui } from "@lingui/react/macro";
import { can, type Equipment } from "@mnx/domain";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { DismissibleAlert } from "../../components/ui/dismissible-alert";
import { FilteredList } from "../../components/ui/filtered-list";
import { SectionTabs } from "../../components/ui/section-tabs";
import { EQUIPMENT_LIST } from "../../features/equipment/api/equipment-filters";
import { equipmentListQuery } from "../../features/equipment/api/equipment-queries";
import { AddEquipmentModal } from "../../features/equipment/components/add-equipment-modal";
import { DeleteEquipmentDialog } from "../../features/equipment/components/delete-equipment-dialog";
import { EditEquipmentModal } from "../../features/equipment/components/edit-equipment-modal";
import { EquipmentDetailsModal } from "../../features/equipment/components/equipment-details-modal";
import { EquipmentFilterPanel } from "../../features/equipment/components/equipment-filter-panel";
import { EquipmentResults } from "../../features/equipment/components/equipment-results";
import { useAuth } from "../../lib/auth/use-auth";
import { equipmentSectionTabs } from "../../lib/equipment-sections";
import { useFilteredList } from "../../lib/use-filtered-list";

type FleetDialog =
  | { kind: "add" }
  | { kind: "edit" | "delete"; equipment: Equipment }
  | { kind: "view"; id: string }
  | null;

/** /equipment, 'Heavy Equipment Fleet' (part 2, 2.1). */
export function EquipmentFleetScreen() {
  const { t } = useLingui();
  const role = useAuth().user?.role;
  const fleet = useFilteredList(EQUIPMENT_LIST, equipmentListQuery);
  const [dialog, setDialog] = useState<FleetDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => setDialog(null);
  const finish = (message: string) => {
    setDialog(null);
    setNotice(message);
  };
  const addButton = can(role, "equipment.create") ? (
    <Button onClick={() => setDialog({ kind: "add" })}>
      <span aria-hidden="true">+</span> <Trans>Add Equipment</Trans>
    </Button>
  ) : null;

  const tabs = can(role, "equipment.assignmentsTab");

  return (
    <div className="space-y-4">
      {tabs ? <SectionTabs label={t`Equipment sections`} tabs={equipmentSectionTabs()} /> : null}
      {/* With the tabs on screen the active tab already says it; the heading stays for screen readers. */}
      <h2 className={tabs ? "sr-only" : "text-lg font-semibold"}>
        <Trans>Equipment Inventory</Trans>
      </h2>
      {notice ? <DismissibleAlert onDismiss={() => setNotice(null)}>{notice}</DismissibleAlert> : null}
      <FilteredList
        search={fleet.search}
        searchLabel={t`Search equipment`}
        searchPlaceholder={t`Search name, model or serial`}
        action={addButton}
        panel={<EquipmentFilterPanel {...fleet.panel} />}
      >
        <EquipmentResults
          query={fleet.query}
          filtered={fleet.filtered}
          onPage={fleet.setPage}
          addAction={addButton}
          onView={(equipment) => setDialog({ kind: "view", id: equipment.id })}
          onEdit={
            can(role, "equipment.update") ? (equipment) => setDialog({ kind: "edit", equipment }) : undefined
          }
          onDelete={
            can(role, "equipment.delete")
              ? (equipment) => setDialog({ kind: "delete", equipment })
              : undefined
          }
        />
      </FilteredList>
      <AddEquipmentModal
        open={dialog?.kind === "add"}
        onClose={close}
        onCreated={({ equipmentNumber, name }) =>
          finish(t`${equipmentNumber} ${name} was added to the fleet.`)
        }
      />
      <EditEquipmentModal
        equipment={dialog?.kind === "edit" ? dialog.equipment : null}
        onClose={close}
        onSaved={finish}
      />
      <DeleteEquipmentDialog
        equipment={dialog?.kind === "delete" ? dialog.equipment : null}
        onClose={close}
        onDeleted={finish}
      />
      <EquipmentDetailsModal equipmentId={dialog?.kind === "view" ? dialog.id : null} onClose={close} />
    </div>
  );
}
