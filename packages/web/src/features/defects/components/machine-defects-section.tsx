import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { LoadStatePanel } from "../../../components/ui/load-state-panel";
import { machineDefectsQuery } from "../api/defect-queries";
import { DefectCard } from "./defect-card";
import { InspectionRecordExport } from "./inspection-record-export";
import { useDefectActions } from "./use-defect-actions";

/**
 * Equipment Details' open defects (docs/decisions/040): what is still to repair, certify or acknowledge, with
 * the moves the caller's role may make; then the machine's inspection record for an auditor (decision 043).
 */
export function MachineDefectsSection({ equipmentId }: { equipmentId: string }) {
  const { t } = useLingui();
  const query = useQuery(machineDefectsQuery(equipmentId));
  const { actions, overlays } = useDefectActions();
  const defects = query.data?.defects;
  return (
    <>
      <section aria-labelledby="machine-defects-heading" className="space-y-2">
        <h3 id="machine-defects-heading" className="font-semibold">
          <Trans>Open Defects</Trans>
        </h3>
        {overlays}
        {!defects ? (
          <LoadStatePanel
            error={query.error}
            onRetry={() => void query.refetch()}
            loadingTitle={t`Loading defects...`}
            errorTitle={t`Failed to load defects`}
            notFoundTitle={t`Equipment not found`}
          />
        ) : defects.length === 0 ? (
          <p className="text-sm text-ink-muted">
            <Trans>No open defects: every item of its inspections is OK or closed.</Trans>
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {defects.map((defect) => (
              <li key={defect.id} className="flex">
                <DefectCard defect={defect} showMachine={false} {...actions} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <InspectionRecordExport equipmentId={equipmentId} />
    </>
  );
}
