import { Trans, useLingui } from "@lingui/react/macro";
import { type MachineAlert, machineAlertNoteSchema } from "@mnx/domain";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { domainText } from "../../../lib/i18n/i18n";
import type { AlertMove } from "../api/use-alert-writes";
import { MOVE_TITLES } from "./alert-actions";

interface AlertNoteDialogProps {
  alert: MachineAlert;
  move: AlertMove;
  busy: boolean;
  error: string | null;
  onSubmit: (note: string) => void;
  onClose: () => void;
}

/** Acknowledge an alert (what is being done) or clear it (what was done): a note is required. */
export function AlertNoteDialog({ alert, move, busy, error, onSubmit, onClose }: AlertNoteDialogProps) {
  const { t, i18n } = useLingui();
  const [note, setNote] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = () => {
    const parsed = machineAlertNoteSchema.safeParse({ note });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setInvalid(message ? domainText(message) : null);
      return;
    }
    setInvalid(null);
    onSubmit(parsed.data.note);
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={i18n._(MOVE_TITLES[move])}
      description={`${alert.equipment.equipmentNumber} · ${alert.code}`}
      size="sm"
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={submit} busy={busy}>
            {i18n._(MOVE_TITLES[move])}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextAreaField
          label={t`Note`}
          required
          hint={move === "clear" ? t`What was done about it` : t`What was seen, what is being done`}
          value={note}
          maxLength={1000}
          length={note.length}
          rows={3}
          error={invalid ?? undefined}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
    </Modal>
  );
}
