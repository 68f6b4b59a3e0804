import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { can, type Role, WORK_ORDER_SEARCH_MIN, type WorkOrder, workOrdersPageTitle } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { DismissibleAlert } from "../../components/ui/dismissible-alert";
import { FilteredList } from "../../components/ui/filtered-list";
import { equipmentDetailQuery } from "../../features/equipment/api/equipment-queries";
import {
  MY_FILTER_ON,
  WORK_ORDER_LIST,
  workOrderListParams,
} from "../../features/work-orders/api/work-order-filters";
import { workOrderListQuery } from "../../features/work-orders/api/work-order-queries";
import { CreateWorkOrderModal } from "../../features/work-orders/components/create-work-order-modal";
import { EditWorkOrderModal } from "../../features/work-orders/components/edit-work-order-modal";
import { NewWorkOrdersOnDevice } from "../../features/work-orders/components/new-work-orders-on-device";
import {
  type WorkOrderDialog,
  WorkOrderDialogs,
} from "../../features/work-orders/components/work-order-dialogs";
import { WorkOrderFilterPanel } from "../../features/work-orders/components/work-order-filter-panel";
import { WorkOrderResults } from "../../features/work-orders/components/work-order-results";
import { useAuth } from "../../lib/auth/use-auth";
import { domainText } from "../../lib/i18n/i18n";
import { useFilteredList } from "../../lib/use-filtered-list";

/** The spec names the titles by role (domain workOrdersPageTitle); the descriptions are ours. */
const DESCRIPTIONS: Partial<Record<Role, MessageDescriptor>> = {
  OPERATOR: msg`Work orders on the equipment you operate, and the issues you reported.`,
  MECHANIC: msg`The repairs and maintenance assigned to you.`,
  SHOP_FOREMAN: msg`Create, assign and track maintenance work across the fleet.`,
  FIELD_SUPERVISOR: msg`Create and follow maintenance work on your job sites.`,
  FLEET_MANAGER: msg`Create, assign and track maintenance work across the fleet.`,
  SUPER_ADMIN: msg`Create, assign and track maintenance work across the fleet.`,
  INSPECTOR: msg`Inspections and the follow-up work they lead to.`,
};
const DEFAULT_DESCRIPTION = msg`Maintenance and repair work across the fleet.`;
const CREATE_PARAM = "create";
/** With `create`, the machine the new work order is for (Equipment Details' 'Create Work Order'). */
const EQUIPMENT_PARAM = "equipment";
/** A work order to open on arrival (a notification's link: /work-orders?open={id}). */
const OPEN_PARAM = "open";

/** /work-orders, the main work-order list (part 2, 2.6). `?create=true` opens Create Work Order on arrival. */
export function WorkOrdersScreen() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const role = useAuth().user?.role;
  const list = useFilteredList(WORK_ORDER_LIST, (filters) =>
    workOrderListQuery(workOrderListParams(filters)),
  );
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<WorkOrderDialog>(null);
  const [editing, setEditing] = useState<WorkOrder | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const openId = params.get(OPEN_PARAM);
  useEffect(() => {
    if (!openId) return;
    setDialog({ kind: "details", workOrderId: openId });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [openId, setParams]);

  const mayCreate = can(role, "workOrders.create");
  const creating = mayCreate && params.get(CREATE_PARAM) === "true";
  const presetId = creating ? params.get(EQUIPMENT_PARAM) : null;
  const preset = useQuery({ ...equipmentDetailQuery(presetId ?? ""), enabled: Boolean(presetId) });
  const setCreating = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(CREATE_PARAM, "true");
        else {
          next.delete(CREATE_PARAM);
          next.delete(EQUIPMENT_PARAM);
        }
        return next;
      },
      { replace: true },
    );
  const createButton = (label: string) =>
    mayCreate ? (
      <Button onClick={() => setCreating(true)}>
        <span aria-hidden="true">+</span> {label}
      </Button>
    ) : null;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{domainText(workOrdersPageTitle(role))}</h2>
          <p className="text-sm text-ink-muted">
            {i18n._((role && DESCRIPTIONS[role]) || DEFAULT_DESCRIPTION)}
          </p>
        </div>
        {createButton(t`Create Work Order`)}
      </div>
      {notice ? <DismissibleAlert onDismiss={() => setNotice(null)}>{notice}</DismissibleAlert> : null}
      <FilteredList
        search={list.search}
        searchLabel={t`Search work orders`}
        searchPlaceholder={t`Search work orders, equipment, descriptions`}
        searchMinLength={WORK_ORDER_SEARCH_MIN}
        panel={
          <WorkOrderFilterPanel
            {...list.panel}
            jobSiteText={list.texts.jobSite}
            onJobSiteText={(value) => list.setText("jobSite", value)}
          />
        }
      >
        <NewWorkOrdersOnDevice kinds={["create", "escalate"]} />
        <WorkOrderResults
          query={list.query}
          filtered={list.filtered}
          mine={list.filters.my === MY_FILTER_ON}
          onClear={list.clear}
          onPage={list.setPage}
          createAction={createButton(t`Create First Work Order`)}
          onView={(workOrder) => setDialog({ kind: "details", workOrderId: workOrder.id })}
          onEdit={can(role, "workOrders.edit") ? setEditing : undefined}
        />
      </FilteredList>
      <CreateWorkOrderModal
        // A preset machine is loaded first, so the form opens already filled in from it.
        open={creating && (!presetId || !preset.isPending)}
        presetEquipment={presetId ? (preset.data ?? null) : null}
        onClose={() => setCreating(false)}
        onCreated={(workOrder) => {
          setCreating(false);
          const title = workOrder.title;
          setNotice(t`Work order "${title}" created`);
        }}
      />
      <EditWorkOrderModal
        workOrder={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          setNotice(message);
        }}
      />
      <WorkOrderDialogs dialog={dialog} onChange={setDialog} onNotice={setNotice} />
    </div>
  );
}
