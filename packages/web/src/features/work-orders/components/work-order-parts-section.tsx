import { Trans, useLingui } from "@lingui/react/macro";
import { can, isTerminalStatus, type WorkOrder } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { partOptionsQuery, stockLocationsQuery } from "../../../components/pickers/part-picker-queries";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { lazyDialog } from "../../../components/ui/lazy-dialog";
import { SavedOfflineNotice } from "../../../components/ui/saved-offline-notice";
import { useAuth } from "../../../lib/auth/use-auth";
import { useWaitingWrites } from "../../../lib/waiting-writes";
import { defaultLocationId, stockNotices } from "../api/part-stock-here";
import { heldOnJob, type PartLine, partLinesOnDevice } from "../api/work-order-parts-on-device";
import { workOrderPartsQuery } from "../api/work-order-parts-queries";
import type { PartWriteDone } from "./add-part-used-form";
import { useLineForms } from "./use-line-forms";
import { WorkOrderNotice } from "./work-order-notice";
import { WorkOrderPartLines } from "./work-order-part-lines";
import { WorkOrderSection } from "./work-order-section";

// The forms (the part picker, react-hook-form's fields) load when first opened, or at the first quiet moment
// before the service worker holds every chunk (components/ui/lazy-dialog.tsx): most who open a job add nothing.
const AddPartUsedForm = lazyDialog(() =>
  import("./add-part-used-form").then((module) => module.AddPartUsedForm),
);
const ReturnPartForm = lazyDialog(() => import("./return-part-form").then((module) => module.ReturnPartForm));

/**
 * The parts of a job (Work Order Details and Mechanic Work Order, one piece): each part used or returned, its
 * location, quantity, unit cost and line cost, the parts cost, and for those who may (parts.use, on an open job
 * they can see) 'Add Part Used' and 'Return'. The parts saved on this device and not sent yet are listed too,
 * marked 'Waiting to send' (docs/decisions/033). An operator sees the parts, never their costs.
 */
export function WorkOrderPartsSection({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const query = useQuery(workOrderPartsQuery(workOrder.id));
  const waiting = useWaitingWrites();
  const lines = partLinesOnDevice(workOrder.id, query.data, waiting);
  const showCosts = can(user?.role, "parts.viewCosts");
  const mayUse = can(user?.role, "parts.use") && !isTerminalStatus(workOrder.status);
  const locations = useQuery({ ...stockLocationsQuery(), enabled: mayUse });
  // Loaded with the job, so the picker has parts to offer if the signal goes before 'Add Part Used' is pressed.
  useQuery({ ...partOptionsQuery(), enabled: mayUse });
  // The forms mount only when opened: fetch their code now, so they open if the signal goes first.
  useEffect(() => {
    if (!mayUse) return;
    AddPartUsedForm.preload();
    ReturnPartForm.preload();
  }, [mayUse]);
  const {
    adding,
    line: returning,
    done,
    openAdd,
    openLine,
    cancel,
    finish,
  } = useLineForms<PartLine, PartWriteDone>();

  if (lines.length === 0 && !mayUse && !query.isError) return null;
  return (
    <WorkOrderSection
      title={t`Parts`}
      titleExtra={lines.length > 0 ? <span className="text-sm text-ink-muted">({lines.length})</span> : null}
    >
      {done?.kind === "sent" ? (
        <>
          <WorkOrderNotice key={done.round} message={done.message} />
          {stockNotices(done.part, done.unit, done.answer.stock).map((text) => (
            <Alert key={text} tone="warning">
              {text}
            </Alert>
          ))}
        </>
      ) : null}
      {done?.kind === "saved" ? <SavedOfflineNotice what={done.part || t`This part`} /> : null}
      {query.isError && !query.data ? (
        <Alert tone="error" title={t`Parts could not be loaded`}>
          <Button variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </Alert>
      ) : null}
      {query.isPending && query.isPaused && lines.length === 0 ? (
        <p className="text-sm text-ink-muted">
          <Trans>This job's parts are not on this device yet.</Trans>
        </p>
      ) : null}
      {query.isSuccess && lines.length === 0 ? (
        <p className="text-sm text-ink-muted">
          <Trans>No parts used yet.</Trans>
        </p>
      ) : null}
      {lines.length > 0 ? (
        <WorkOrderPartLines
          lines={lines}
          showCosts={showCosts}
          onReturn={mayUse && locations.data ? openLine : undefined}
          returnable={(line) => heldOnJob(lines, line.partId) > 0}
          openKey={returning?.key ?? null}
          open={
            returning && locations.data ? (
              <ReturnPartForm
                open
                key={returning.key}
                workOrderId={workOrder.id}
                line={returning}
                held={heldOnJob(lines, returning.partId)}
                locations={locations.data}
                onDone={finish}
                onClose={cancel}
              />
            ) : null
          }
        />
      ) : null}
      {mayUse ? (
        adding !== null && locations.data ? (
          <AddPartUsedForm
            open
            key={adding}
            workOrder={workOrder}
            role={user?.role}
            locations={locations.data}
            defaultLocationId={defaultLocationId(locations.data, user?.id)}
            lines={lines}
            onDone={finish}
            onClose={cancel}
          />
        ) : (
          <AddPartButton
            locationsMissing={!locations.data && (locations.isPaused || locations.isError)}
            onAdd={openAdd}
          />
        )
      ) : null}
    </WorkOrderSection>
  );
}

function AddPartButton({ locationsMissing, onAdd }: { locationsMissing: boolean; onAdd: () => void }) {
  if (locationsMissing) {
    return (
      <p className="text-sm text-ink-muted">
        <Trans>The stock locations are not on this device yet: connect once to record parts here.</Trans>
      </p>
    );
  }
  return (
    <div>
      <Button variant="secondary" onClick={onAdd} className="w-full sm:w-auto">
        <Trans>Add Part Used</Trans>
      </Button>
    </div>
  );
}
