import { DEFECT_MESSAGES, type Defect, defectStatusChangeSchema } from "@mnx/domain";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { type ManualStatus, MOVE_LABELS } from "./defect-actions";

interface DefectNoteDialogProps {
  defect: Defect;
  to: ManualStatus;
  busy: boolean;
  error: string | null;
  onSubmit: (note: string | undefined) => void;
  onClose: () => void;
}

/** Certify a repair (an optional note) or say no correction is needed (a reason, required). */
export function DefectNoteDialog({ defect, to, busy, error, onSubmit, onClose }: DefectNoteDialogProps) {
  const [note, setNote] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const reasonNeeded = to === "NO_CORRECTION_NEEDED";
  const submit = () => {
    const parsed = defectStatusChangeSchema.safeParse({ status: to, note });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? DEFECT_MESSAGES.reasonRequired);
      return;
    }
    setInvalid(null);
    onSubmit(parsed.data.note);
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={MOVE_LABELS[to]}
      description={`${defect.equipment.equipmentNumber} · ${defect.item}`}
      size="sm"
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={submit} busy={busy}>
            {MOVE_LABELS[to]}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextAreaField
          label={reasonNeeded ? "Reason" : "Certification note"}
          required={reasonNeeded}
          hint={reasonNeeded ? undefined : "What was repaired and how it was tested (optional)"}
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
