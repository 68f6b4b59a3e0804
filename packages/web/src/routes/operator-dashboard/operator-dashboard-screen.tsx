import {
  can,
  type Equipment,
  INSPECTION_MESSAGES,
  todaysPendingInspection,
  WORK_ORDER_MESSAGES,
  type WorkOrder,
} from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { equipmentOptionsQuery } from "../../components/pickers/picker-queries";
import { lazyDialog } from "../../components/ui/lazy-dialog";
import { DashboardNotice, type Notice } from "../../components/ui/page-notice";
import { OperatorWorkOrdersSection } from "../../features/work-orders/components/operator-work-orders-section";
import {
  type WorkOrderDialog,
  WorkOrderDialogs,
} from "../../features/work-orders/components/work-order-dialogs";
import { useAuth } from "../../lib/auth/use-auth";
import { domainText } from "../../lib/i18n/i18n";
import { useChecklistsKeptOffline } from "./checklists-kept-offline";
import { useOperatorAutoInspections } from "./operator-auto-inspections";
import { useOperatorDashboardData } from "./operator-dashboard-data";
import { OperatorDashboardHeader } from "./operator-dashboard-header";
import { OperatorDashboardStats } from "./operator-dashboard-stats";
import { OperatorEquipmentSection } from "./operator-equipment-section";
import { OperatorQuickActions } from "./operator-quick-actions";

const EquipmentDetailsModal = lazyDialog(() =>
  import("../../features/equipment/components/equipment-details-modal").then((m) => m.EquipmentDetailsModal),
);
const DailyInspectionModal = lazyDialog(() =>
  import("../../features/inspections/components/daily-inspection-modal").then((m) => m.DailyInspectionModal),
);
const EscalateIssueModal = lazyDialog(() =>
  import("../../features/work-orders/components/escalate-issue-modal").then((m) => m.EscalateIssueModal),
);

/** /operator-dashboard: operators only (part 1, 2). */
export function OperatorDashboardScreen() {
  const { user } = useAuth();
  if (!user) return null; // the page's guard (src/app/pages.ts) has let only operators in
  return <OperatorDashboard userId={user.id} role={user.role} firstName={user.firstName} />;
}

interface EscalationState {
  preset: Equipment | null;
}

function OperatorDashboard({ userId, role, firstName }: { userId: string; role: string; firstName: string }) {
  const data = useOperatorDashboardData(userId);
  // The escalation form's machine list, loaded (and kept for offline use) before it is needed on site.
  useQuery(equipmentOptionsQuery());
  // The checklists of today's inspections (docs/decisions/042), kept for a form opened without signal.
  useChecklistsKeptOffline(
    (data.workOrders.data?.workOrders ?? [])
      .filter((order) => order.workOrderType === "INSPECTION")
      .map((order) => order.equipment.id),
  );
  const counts = useOperatorAutoInspections(can(role, "inspections.perform"));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dialog, setDialog] = useState<WorkOrderDialog>(null);
  const [equipmentId, setEquipmentId] = useState<string | null>(null);
  const [escalation, setEscalation] = useState<EscalationState | null>(null);
  const [inspection, setInspection] = useState<WorkOrder | null>(null);

  const openDailyChecklist = () => {
    const todays = todaysPendingInspection(data.workOrders.data?.workOrders ?? []);
    if (todays) setInspection(todays);
    else setNotice({ tone: "warning", message: domainText(INSPECTION_MESSAGES.noneAssigned) });
  };
  const onEscalated = () => {
    setEscalation(null);
    setNotice({ tone: "success", message: domainText(WORK_ORDER_MESSAGES.escalated) });
  };

  return (
    <div className="space-y-8">
      <OperatorDashboardHeader firstName={firstName} onReportIssue={() => setEscalation({ preset: null })} />
      <DashboardNotice notice={notice} onDismiss={() => setNotice(null)} />
      <OperatorQuickActions
        pendingToday={counts.data?.pendingToday ?? 0}
        onDailyChecklist={openDailyChecklist}
      />
      <OperatorDashboardStats stats={data.stats} />
      <div className="grid gap-8 lg:grid-cols-2">
        <OperatorEquipmentSection
          assignments={data.assignments}
          machinesById={data.machinesById}
          onView={setEquipmentId}
          onReportIssue={(machine) => setEscalation({ preset: machine })}
        />
        <OperatorWorkOrdersSection
          workOrders={data.workOrders}
          onView={(workOrderId) => setDialog({ kind: "details", workOrderId })}
          onInspect={setInspection}
        />
      </div>
      <WorkOrderDialogs
        dialog={dialog}
        onChange={setDialog}
        onNotice={(message) => setNotice({ tone: "success", message })}
      />
      <EquipmentDetailsModal
        open={equipmentId !== null}
        equipmentId={equipmentId}
        onClose={() => setEquipmentId(null)}
      />
      <EscalateIssueModal
        open={escalation !== null}
        onClose={() => setEscalation(null)}
        presetEquipment={escalation?.preset ?? null}
        onEscalated={onEscalated}
      />
      <DailyInspectionModal
        open={inspection !== null}
        workOrder={inspection}
        onClose={() => setInspection(null)}
        onSubmitted={(message) => setNotice({ tone: "success", message })}
      />
    </div>
  );
}
