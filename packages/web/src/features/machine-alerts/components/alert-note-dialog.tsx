import { type MachineAlert, machineAlertNoteSchema } from "@mnx/domain";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { TextAreaField } from "../../../components/ui/textarea-field";
import type { AlertMove } from "../api/use-alert-writes";

export const MOVE_TITLES: Readonly<Record<AlertMove, string>> = {
  acknowledge: "Acknowledge",
  clear: "Clear Alert",
};

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
  const [note, setNote] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = () => {
    const parsed = machineAlertNoteSchema.safeParse({ note });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setInvalid(null);
    onSubmit(parsed.data.note);
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={MOVE_TITLES[move]}
      description={`${alert.equipment.equipmentNumber} · ${alert.code}`}
      size="sm"
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={submit} busy={busy}>
            {MOVE_TITLES[move]}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextAreaField
          label="Note"
          required
          hint={move === "clear" ? "What was done about it" : "What was seen, what is being done"}
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
