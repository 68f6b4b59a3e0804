import { useLingui } from "@lingui/react/macro";
import type { Defect, SignatureData } from "@mnx/domain";
import { useState } from "react";
import { DismissibleAlert } from "../../../components/ui/dismissible-alert";
import { lazyDialog } from "../../../components/ui/lazy-dialog";
import { useAuth } from "../../../lib/auth/use-auth";
import { errorMessage } from "../../../lib/error-message";
import { useDefectStatusChange, useDefectWorkOrder } from "../api/use-defect-writes";
import { type ManualStatus, SIGNED_MOVES } from "./defect-actions";
import type { DefectCardActions } from "./defect-card";

// The signing dialog (its pad and the hashing) loads when first opened, not with the defects list.
const DefectNoteDialog = lazyDialog(async () => (await import("./defect-note-dialog")).DefectNoteDialog);

type Outcome = { tone: "success" | "error" | "info"; message: string };

/**
 * What the defect cards' buttons do, for a list of them: a move at once (or after its note), the repair work
 * order; the outcome above the list and the note dialog. Offline, the write waits in the queue like the others.
 */
export function useDefectActions() {
  const { t } = useLingui();
  const OFFLINE = t`Saved on this device: it will be sent as soon as this device is back online.`;
  const role = useAuth().user?.role;
  const move = useDefectStatusChange();
  const workOrder = useDefectWorkOrder();
  const [noting, setNoting] = useState<{ defect: Defect; to: ManualStatus } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const failed = (error: unknown, fallback: string) => errorMessage(error, fallback);
  const workOrderCreated = (title: string) => t`Work order created: ${title}`;
  // One sentence per move (the English reads '<item>: <the button's words, lower case> done.').
  const moveDone = (item: string, to: ManualStatus) =>
    ({
      REPAIR_IN_PROGRESS: t`${item}: start repair done.`,
      REPAIRED: t`${item}: mark repaired done.`,
      CERTIFIED: t`${item}: certify repair done.`,
      NO_CORRECTION_NEEDED: t`${item}: no correction needed done.`,
      ACKNOWLEDGED: t`${item}: acknowledge done.`,
    })[to];

  const send = (defect: Defect, to: ManualStatus, note?: string, signature?: SignatureData) => {
    setOutcome(null);
    const sent = move.mutateAsync({ id: defect.id, change: { status: to, note, signature } });
    if (!navigator.onLine) {
      setNoting(null);
      setOutcome({ tone: "info", message: OFFLINE });
    }
    sent.then(
      () => {
        setNoting(null);
        setOutcome({ tone: "success", message: moveDone(defect.item, to) });
      },
      (error: unknown) => {
        const message = failed(error, t`Failed to update the defect. Please try again.`);
        if (noting) setDialogError(message);
        else setOutcome({ tone: "error", message });
      },
    );
  };

  const actions: DefectCardActions = {
    role,
    busy: move.isPending || workOrder.isPending,
    onMove: (defect, to) => {
      if (SIGNED_MOVES.includes(to)) {
        setDialogError(null);
        setNoting({ defect, to });
      } else send(defect, to);
    },
    onMakeWorkOrder: (defect) => {
      setOutcome(null);
      workOrder.mutateAsync({ id: defect.id, request: {} }).then(
        (answer) => setOutcome({ tone: "success", message: workOrderCreated(answer.data.workOrder.title) }),
        (error: unknown) =>
          setOutcome({
            tone: "error",
            message: failed(error, t`Failed to create the work order. Please try again.`),
          }),
      );
      if (!navigator.onLine) setOutcome({ tone: "info", message: OFFLINE });
    },
  };

  const overlays = (
    <>
      {outcome ? (
        <DismissibleAlert tone={outcome.tone} onDismiss={() => setOutcome(null)}>
          {outcome.message}
        </DismissibleAlert>
      ) : null}
      {noting ? (
        <DefectNoteDialog
          open
          defect={noting.defect}
          to={noting.to}
          busy={move.isPending}
          error={dialogError}
          onClose={() => setNoting(null)}
          onSubmit={(note, signature) => send(noting.defect, noting.to, note, signature)}
        />
      ) : null}
    </>
  );
  return { actions, overlays };
}
