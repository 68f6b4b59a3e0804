import { useLingui } from "@lingui/react/macro";
import { can } from "@mnx/domain";
import { useState } from "react";
import { DashboardNotice, type Notice } from "../../components/ui/page-notice";
import { DashboardTabs } from "../../components/ui/tabs";
import { EquipmentStatusPanel } from "../../features/equipment/components/equipment-status-panel";
import {
  type WorkOrderDialog,
  WorkOrderDialogs,
} from "../../features/work-orders/components/work-order-dialogs";
import { WorkQueuePanel } from "../../features/work-orders/components/work-queue-panel";
import { useAuth } from "../../lib/auth/use-auth";
import { MechanicDashboardHeader } from "./mechanic-dashboard-header";
import { MechanicDashboardStats } from "./mechanic-dashboard-stats";
import { MechanicPartsPanel } from "./mechanic-parts-panel";

/** /mechanic-dashboard: mechanics and shop foremen only (part 1, 2). The top bar shows its title. */
export function MechanicDashboardScreen() {
  const { user } = useAuth();
  if (!user) return null; // the page's guard (src/app/pages.ts) has let only mechanics and foremen in
  return <MechanicDashboard userId={user.id} role={user.role} firstName={user.firstName} />;
}

function MechanicDashboard({ userId, role, firstName }: { userId: string; role: string; firstName: string }) {
  const { t } = useLingui();
  const foreman = can(role, "dashboard.foremanTools");
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dialog, setDialog] = useState<WorkOrderDialog>(null);

  return (
    <div className="space-y-6">
      <MechanicDashboardHeader firstName={firstName} foreman={foreman} onNotice={setNotice} />
      <DashboardNotice notice={notice} onDismiss={() => setNotice(null)} />
      <MechanicDashboardStats foreman={foreman} />
      <DashboardTabs
        label={t`Shop dashboard`}
        tabs={[
          {
            id: "work-queue",
            label: t`Work Queue`,
            panel: (
              <WorkQueuePanel
                userId={userId}
                foreman={foreman}
                canAssign={can(role, "workOrders.assign")}
                onOpen={setDialog}
              />
            ),
          },
          { id: "equipment-status", label: t`Equipment Status`, panel: <EquipmentStatusPanel /> },
          {
            id: "parts",
            label: t`Parts & Inventory`,
            panel: <MechanicPartsPanel userId={userId} role={role} />,
          },
        ]}
      />
      <WorkOrderDialogs
        dialog={dialog}
        onChange={setDialog}
        onNotice={(message) => setNotice({ tone: "success", message })}
      />
    </div>
  );
}
