import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { can, WORK_ORDER_MESSAGES, type WorkOrder } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useParams } from "react-router";
import { Badge } from "../../components/ui/badge";
import { EquipmentStatusBadge } from "../../components/ui/equipment-status-badge";
import { DashboardNotice, type Notice } from "../../components/ui/page-notice";
import { StatePanel } from "../../components/ui/state-panel";
import { equipmentDetailQuery } from "../../features/equipment/api/equipment-queries";
import { EquipmentDetailsBody } from "../../features/equipment/components/equipment-details-body";
import { EquipmentLoadState } from "../../features/equipment/components/equipment-load-state";
import { DailyInspectionModal } from "../../features/inspections/components/daily-inspection-modal";
import { EscalateIssueModal } from "../../features/work-orders/components/escalate-issue-modal";
import { useAuth } from "../../lib/auth/use-auth";
import { domainText } from "../../lib/i18n/i18n";
import { MachineActions } from "./machine-actions";

/** The meters, chart and readings load after the machine's details (docs/decisions/041). */
const MachineMetersSection = lazy(async () => ({
  default: (await import("../../features/meters/components/machine-meters-section")).MachineMetersSection,
}));

import { useMachineChecklist } from "./use-machine-checklist";

// The machine's inspections, newest first, load after its details too (their own chunk).
const MachineInspectionsSection = lazy(async () => ({
  default: (await import("../../features/inspections/components/machine-inspections-section"))
    .MachineInspectionsSection,
}));

// The machine's open alerts (fault codes from its telematics; decision 047) load after its details too.
const MachineAlertsSection = lazy(async () => ({
  default: (await import("../../features/machine-alerts/components/machine-alerts-section"))
    .MachineAlertsSection,
}));

// The machine's open defects load after its details (Equipment Details' page budget), as a tab's panel does.
const MachineDefectsSection = lazy(async () => ({
  default: (await import("../../features/defects/components/machine-defects-section")).MachineDefectsSection,
}));

/**
 * /equipment/{id}: one machine's page, where a scanned label (or any phone's camera app) lands: its details
 * with Report Issue and the daily checklist one tap away (docs/decisions/023).
 */
export function EquipmentDetailsScreen() {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const role = useAuth().user?.role;
  const query = useQuery(equipmentDetailQuery(id));
  const checklist = useMachineChecklist(id, can(role, "inspections.perform") && query.isSuccess);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [escalating, setEscalating] = useState(false);
  const [inspection, setInspection] = useState<WorkOrder | null>(null);
  const equipment = query.data;

  if (!equipment) return <EquipmentLoadState error={query.error} onRetry={() => void query.refetch()} />;

  const openChecklist = async () => {
    const outcome = await checklist.open();
    if ("inspection" in outcome) setInspection(outcome.inspection);
    else setNotice({ tone: "warning", message: domainText(outcome.notice) });
  };

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm text-ink-muted">{equipment.equipmentNumber}</p>
          <h2 className="text-2xl font-bold tracking-tight break-words">{equipment.name}</h2>
        </div>
        <div className="flex flex-wrap gap-1">
          {equipment.unsafeToOperate ? (
            <Badge tone="danger">
              <Trans>Unsafe to operate</Trans>
            </Badge>
          ) : null}
          {equipment.openAlerts > 0 ? (
            <Badge tone="warning">
              <Plural value={equipment.openAlerts} one="# open alert" other="# open alerts" />
            </Badge>
          ) : null}
          <EquipmentStatusBadge status={equipment.status} />
        </div>
      </header>
      <DashboardNotice notice={notice} onDismiss={() => setNotice(null)} />
      <MachineActions
        equipment={equipment}
        role={role}
        checklist={checklist}
        onReportIssue={() => setEscalating(true)}
        onDailyChecklist={() => void openChecklist()}
      />
      <EquipmentDetailsBody equipment={equipment} />
      {equipment.openAlerts > 0 ? (
        <Suspense fallback={<StatePanel kind="loading" title={t`Loading alerts...`} />}>
          <MachineAlertsSection equipmentId={equipment.id} />
        </Suspense>
      ) : null}
      <Suspense fallback={<StatePanel kind="loading" title={t`Loading defects...`} />}>
        <MachineDefectsSection equipmentId={equipment.id} />
      </Suspense>
      <Suspense
        fallback={
          <p className="text-sm text-ink-muted">
            <Trans>Loading meters...</Trans>
          </p>
        }
      >
        <MachineMetersSection equipmentId={equipment.id} />
      </Suspense>
      <Suspense fallback={<StatePanel kind="loading" title={t`Loading inspections...`} />}>
        <MachineInspectionsSection equipmentId={equipment.id} />
      </Suspense>
      <EscalateIssueModal
        open={escalating}
        onClose={() => setEscalating(false)}
        presetEquipment={equipment}
        onEscalated={() => {
          setEscalating(false);
          setNotice({ tone: "success", message: domainText(WORK_ORDER_MESSAGES.escalated) });
        }}
      />
      <DailyInspectionModal
        workOrder={inspection}
        onClose={() => setInspection(null)}
        onSubmitted={(message) => setNotice({ tone: "success", message })}
      />
    </div>
  );
}
