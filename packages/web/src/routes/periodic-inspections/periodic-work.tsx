import type { PeriodicSchedule } from "@mnx/domain";
import { useState } from "react";
import { lazyDialog } from "../../components/ui/lazy-dialog";
import { DashboardNotice, type Notice } from "../../components/ui/page-notice";
import { InspectorWork } from "../../features/periodic-inspections/components/inspector-work";

// The form (react-hook-form, zod, the signature pad) loads when first opened (docs/decisions/034).
const PeriodicInspectionModal = lazyDialog(() =>
  import("../../features/inspections/components/periodic-inspection-modal").then(
    (m) => m.PeriodicInspectionModal,
  ),
);

/**
 * The inspector's work with its inspection form (docs/decisions/046): the INSPECTOR's dashboard and the
 * Periodic Inspections page show it; Start Inspection opens the machine's checklist of the schedule's kind.
 */
export function PeriodicWork() {
  const [inspecting, setInspecting] = useState<PeriodicSchedule | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <div className="space-y-4">
      <DashboardNotice notice={notice} onDismiss={() => setNotice(null)} />
      <InspectorWork onInspect={setInspecting} />
      <PeriodicInspectionModal
        open={inspecting !== null}
        schedule={inspecting}
        onClose={() => setInspecting(null)}
        onSubmitted={(message) => setNotice({ tone: "success", message })}
      />
    </div>
  );
}
