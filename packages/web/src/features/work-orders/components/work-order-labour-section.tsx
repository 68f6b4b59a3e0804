import { Trans, useLingui } from "@lingui/react/macro";
import { can, isTerminalStatus, type WorkOrder } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { lazyDialog } from "../../../components/ui/lazy-dialog";
import { SavedOfflineNotice } from "../../../components/ui/saved-offline-notice";
import { useAuth } from "../../../lib/auth/use-auth";
import { useWaitingWrites } from "../../../lib/waiting-writes";
import { countedHours, type LabourLineView, labourLinesOnDevice } from "../api/work-order-labour-on-device";
import { workOrderLabourQuery } from "../api/work-order-parts-queries";
import type { LabourWriteDone } from "./record-labour-form";
import { useLineForms } from "./use-line-forms";
import { hoursText, WorkOrderLabourLines } from "./work-order-labour-lines";
import { WorkOrderNotice } from "./work-order-notice";
import { WorkOrderSection } from "./work-order-section";

// Loaded when first opened, or at the first quiet moment (components/ui/lazy-dialog.tsx), as the parts forms.
const RecordLabourForm = lazyDialog(() =>
  import("./record-labour-form").then((module) => module.RecordLabourForm),
);
const RemoveLabourForm = lazyDialog(() =>
  import("./remove-labour-form").then((module) => module.RemoveLabourForm),
);

type SavedLine = LabourLineView & { line: NonNullable<LabourLineView["line"]> };

/**
 * The labour of a job (Work Order Details and Mechanic Work Order, one piece; docs/decisions/036): who worked,
 * how long and on which day, at what rate and cost (not for an operator), with 'Record Labour' and 'Remove' for
 * those the server allows (labour.record on an open job; a mechanic their own time and the lines they recorded).
 * Lines saved on this device and not sent yet are listed too, marked 'Waiting to send'.
 */
export function WorkOrderLabourSection({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const query = useQuery(workOrderLabourQuery(workOrder.id));
  const waiting = useWaitingWrites();
  const lines = labourLinesOnDevice(workOrder.id, query.data, waiting);
  const showCosts = can(user?.role, "costs.view");
  const open = !isTerminalStatus(workOrder.status);
  const mayRecord = can(user?.role, "labour.record") && open;
  const anyone = can(user?.role, "workOrders.viewAll");
  // The forms mount only when opened: fetch their code now, so they open if the signal goes first.
  useEffect(() => {
    if (!mayRecord) return;
    RecordLabourForm.preload();
    RemoveLabourForm.preload();
  }, [mayRecord]);
  const {
    adding,
    line: removing,
    done,
    openAdd,
    openLine,
    cancel,
    finish,
  } = useLineForms<SavedLine, LabourWriteDone>();
  const removable = (line: LabourLineView): line is SavedLine =>
    mayRecord &&
    line.line !== null &&
    line.state === "saved" &&
    !line.removed &&
    line.removal === null &&
    (anyone || line.line.recordedBy?.id === user?.id);

  if (lines.length === 0 && !mayRecord && !query.isError) return null;
  const hours = countedHours(lines);
  return (
    <WorkOrderSection
      title={t`Labour`}
      titleExtra={hours > 0 ? <span className="text-sm text-ink-muted">({hoursText(hours)})</span> : null}
    >
      {done?.kind === "sent" ? <WorkOrderNotice key={done.round} message={done.message} /> : null}
      {done?.kind === "saved" ? <SavedOfflineNotice what={done.what} /> : null}
      {query.isError && !query.data ? (
        <Alert tone="error" title={t`Labour could not be loaded`}>
          <Button variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </Alert>
      ) : null}
      {query.isPending && query.isPaused && lines.length === 0 ? (
        <p className="text-sm text-ink-muted">
          <Trans>This job's labour is not on this device yet.</Trans>
        </p>
      ) : null}
      {query.isSuccess && lines.length === 0 ? (
        <p className="text-sm text-ink-muted">
          <Trans>No labour recorded yet.</Trans>
        </p>
      ) : null}
      {lines.length > 0 ? (
        <WorkOrderLabourLines
          lines={lines}
          showCosts={showCosts}
          removable={removable}
          onRemove={(line) => {
            if (removable(line)) openLine(line);
          }}
          openKey={removing?.key ?? null}
          open={
            removing ? (
              <RemoveLabourForm
                open
                key={removing.key}
                workOrderId={workOrder.id}
                line={removing}
                onDone={finish}
                onClose={cancel}
              />
            ) : null
          }
        />
      ) : null}
      {mayRecord && user ? (
        adding !== null ? (
          <RecordLabourForm
            open
            key={adding}
            workOrder={workOrder}
            me={user}
            anyone={anyone}
            onDone={finish}
            onClose={cancel}
          />
        ) : (
          <div>
            <Button variant="secondary" className="w-full sm:w-auto" onClick={openAdd}>
              <Trans>Record Labour</Trans>
            </Button>
          </div>
        )
      ) : null}
    </WorkOrderSection>
  );
}
