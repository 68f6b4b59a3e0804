import { useLingui } from "@lingui/react/macro";
import type { MachineAlert } from "@mnx/domain";
import { MACHINE_ALERT_MESSAGES } from "@mnx/domain";
import { useState } from "react";
import { DismissibleAlert } from "../../../components/ui/dismissible-alert";
import { lazyDialog } from "../../../components/ui/lazy-dialog";
import { useAuth } from "../../../lib/auth/use-auth";
import { errorMessage } from "../../../lib/error-message";
import { domainText } from "../../../lib/i18n/i18n";
import { type AlertMove, useAlertMove, useAlertWorkOrder } from "../api/use-alert-writes";
import type { AlertCardActions } from "./alert-card";

const AlertNoteDialog = lazyDialog(async () => (await import("./alert-note-dialog")).AlertNoteDialog);

type Outcome = { tone: "success" | "error" | "info"; message: string };

/**
 * What the alert cards' buttons do, for a list of them: acknowledge or clear after the note, the draft work
 * order at once; the outcome above the list. Offline, the write waits in the queue like the others.
 */
export function useAlertActions() {
  const { t } = useLingui();
  const OFFLINE = t`Saved on this device: it will be sent as soon as this device is back online.`;
  const role = useAuth().user?.role;
  const move = useAlertMove();
  const workOrder = useAlertWorkOrder();
  const [noting, setNoting] = useState<{ alert: MachineAlert; move: AlertMove } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const send = (alert: MachineAlert, to: AlertMove, note: string) => {
    setOutcome(null);
    const sent = move.mutateAsync({ id: alert.id, move: to, note: { note } });
    if (!navigator.onLine) {
      setNoting(null);
      setOutcome({ tone: "info", message: OFFLINE });
    }
    sent.then(
      () => {
        setNoting(null);
        setOutcome({
          tone: "success",
          message: domainText(
            to === "clear" ? MACHINE_ALERT_MESSAGES.clearedDone : MACHINE_ALERT_MESSAGES.acknowledgedDone,
          ),
        });
      },
      (error: unknown) =>
        setDialogError(errorMessage(error, t`Failed to update the alert. Please try again.`)),
    );
  };

  const actions: AlertCardActions = {
    role,
    busy: move.isPending || workOrder.isPending,
    onMove: (alert, to) => {
      setDialogError(null);
      setNoting({ alert, move: to });
    },
    onDraftWorkOrder: (alert) => {
      setOutcome(null);
      workOrder.mutateAsync(alert.id).then(
        (answer) => {
          const title = answer.data.workOrder.title;
          setOutcome({ tone: "success", message: t`Work order created: ${title}` });
        },
        (error: unknown) =>
          setOutcome({
            tone: "error",
            message: errorMessage(error, t`Failed to create the work order. Please try again.`),
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
        <AlertNoteDialog
          open
          alert={noting.alert}
          move={noting.move}
          busy={move.isPending}
          error={dialogError}
          onClose={() => setNoting(null)}
          onSubmit={(note) => send(noting.alert, noting.move, note)}
        />
      ) : null}
    </>
  );
  return { actions, overlays };
}
