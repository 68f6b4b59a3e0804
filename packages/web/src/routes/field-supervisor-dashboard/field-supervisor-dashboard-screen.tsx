import { useLingui } from "@lingui/react/macro";
import { can, type Equipment, OPERATOR_PICKER_ROLES } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { userOptionsQuery } from "../../components/pickers/picker-queries";
import { lazyDialog } from "../../components/ui/lazy-dialog";
import { DashboardNotice, type Notice } from "../../components/ui/page-notice";
import { DashboardTabs } from "../../components/ui/tabs";
import { MachineAssignmentsPanel } from "../../features/equipment/components/machine-assignments-panel";
import { supervisorOverviewQuery } from "../../features/field-supervisor/api/supervisor-queries";
import { CompliancePanel } from "../../features/field-supervisor/components/compliance-panel";
import { OperatorBoardPanel } from "../../features/field-supervisor/components/operator-board-panel";
import {
  dailyInspectionCountsQuery,
  useAssignDailyInspections,
} from "../../features/work-orders/api/automation-queries";
import { AssignInspectionsButton } from "../../features/work-orders/components/assign-inspections-button";
import {
  type WorkOrderDialog,
  WorkOrderDialogs,
} from "../../features/work-orders/components/work-order-dialogs";
import { useAuth } from "../../lib/auth/use-auth";
import { errorMessage } from "../../lib/error-message";
import { SupervisorDashboardHeader } from "./supervisor-dashboard-header";
import { SupervisorDashboardStats } from "./supervisor-dashboard-stats";
import { useFollowUp } from "./use-follow-up";

const CreateAssignmentModal = lazyDialog(() =>
  import("../../features/assignments/components/create-assignment-modal").then(
    (m) => m.CreateAssignmentModal,
  ),
);
const CreateWorkOrderModal = lazyDialog(() =>
  import("../../features/work-orders/components/create-work-order-modal").then((m) => m.CreateWorkOrderModal),
);

/** /field-supervisor-dashboard: field supervisors only (part 1, 2). The top bar shows its title. */
export function FieldSupervisorDashboardScreen() {
  const { user } = useAuth();
  if (!user) return null; // the page's guard (src/app/pages.ts) has let only field supervisors in
  return <FieldSupervisorDashboard firstName={user.firstName} role={user.role} />;
}

function FieldSupervisorDashboard({ firstName, role }: { firstName: string; role: string }) {
  const { t } = useLingui();
  const overview = useQuery(supervisorOverviewQuery());
  const counts = useQuery(dailyInspectionCountsQuery());
  // The operator picker's list, loaded (and kept for offline use) before 'Assign Operator' is pressed on site.
  useQuery(userOptionsQuery(OPERATOR_PICKER_ROLES));
  // One assigner for both buttons, so the header's and the compliance tab's presses share their state.
  const assigner = useAssignDailyInspections();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [assigning, setAssigning] = useState<Equipment | null>(null);
  const [dialog, setDialog] = useState<WorkOrderDialog>(null);
  const followUp = useFollowUp((error) =>
    setNotice({
      tone: "error",
      message: errorMessage(error, t`Failed to open the follow-up form. Please try again.`),
    }),
  );
  const needed = counts.data?.inspectionsNeeded ?? 0;
  const assignButton = (label: string, variant: "primary" | "secondary") => (
    <AssignInspectionsButton
      assigner={assigner}
      count={needed}
      label={label}
      onNotice={setNotice}
      variant={variant}
    />
  );

  return (
    <div className="space-y-6">
      <SupervisorDashboardHeader
        firstName={firstName}
        actions={assignButton(t`Assign ${needed} Daily Inspections`, "primary")}
      />
      <DashboardNotice notice={notice} onDismiss={() => setNotice(null)} />
      <SupervisorDashboardStats overview={overview.data} counts={counts.data} />
      <DashboardTabs
        label={t`Field supervisor dashboard`}
        tabs={[
          {
            id: "equipment",
            label: t({ message: "Equipment Assignments", context: "tab" }),
            panel: <MachineAssignmentsPanel onAssign={setAssigning} />,
          },
          { id: "operators", label: t`Operator Management`, panel: <OperatorBoardPanel /> },
          {
            id: "compliance",
            label: t`Compliance Tracking`,
            panel: (
              <CompliancePanel
                counts={counts.data}
                assignAction={assignButton(t`Assign Pending Inspections`, "secondary")}
                onOpenWorkOrder={(workOrderId) => setDialog({ kind: "details", workOrderId })}
                onFollowUp={can(role, "workOrders.create") ? followUp.open : undefined}
              />
            ),
          },
        ]}
      />
      <CreateAssignmentModal
        open={assigning !== null}
        presetEquipment={assigning}
        onClose={() => setAssigning(null)}
        onCreated={(assignment) => {
          setAssigning(null);
          const machine = assignment.equipment.equipmentNumber;
          const operator = `${assignment.operator.firstName} ${assignment.operator.lastName}`;
          setNotice({ tone: "success", message: t`${machine} is now assigned to ${operator}.` });
        }}
      />
      <CreateWorkOrderModal
        open={followUp.draft !== null}
        presetEquipment={followUp.draft?.equipment ?? null}
        presetValues={followUp.draft?.values}
        onClose={followUp.close}
        onCreated={(workOrder) => {
          followUp.close();
          const title = workOrder.title;
          setNotice({ tone: "success", message: t`Work order "${title}" created` });
        }}
      />
      <WorkOrderDialogs
        dialog={dialog}
        onChange={setDialog}
        onNotice={(message) => setNotice({ tone: "success", message })}
      />
    </div>
  );
}
