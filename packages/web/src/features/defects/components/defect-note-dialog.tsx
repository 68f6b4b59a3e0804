import { Trans, useLingui } from "@lingui/react/macro";
import {
  DEFECT_MESSAGES,
  type Defect,
  defectSignatureContent,
  defectSignatureStep,
  defectStatusChangeSchema,
  type SignatureData,
} from "@mnx/domain";
import { useState } from "react";
import { useSignatureStep } from "../../../components/signatures/use-signature-step";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { domainText } from "../../../lib/i18n/i18n";
import { type ManualStatus, MOVE_LABELS, MOVES_WITH_NOTE } from "./defect-actions";

interface DefectNoteDialogProps {
  defect: Defect;
  to: ManualStatus;
  busy: boolean;
  error: string | null;
  onSubmit: (note: string | undefined, signature: SignatureData) => void;
  onClose: () => void;
}

/**
 * Certify a repair (an optional note), say no correction is needed (a reason, required), or acknowledge a
 * certified repair; each signed by the person (docs/decisions/043).
 */
export function DefectNoteDialog({ defect, to, busy, error, onSubmit, onClose }: DefectNoteDialogProps) {
  const { t, i18n } = useLingui();
  const [note, setNote] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const reasonNeeded = to === "NO_CORRECTION_NEEDED";
  const signature = useSignatureStep(
    to === "ACKNOWLEDGED" ? t`Sign the acknowledgement` : t`Sign the certification`,
    busy,
  );
  const submit = async () => {
    const parsed = defectStatusChangeSchema.safeParse({ status: to, note });
    if (!parsed.success) {
      setInvalid(domainText(parsed.error.issues[0]?.message ?? DEFECT_MESSAGES.reasonRequired));
      return;
    }
    setInvalid(null);
    const step = defectSignatureStep(to);
    if (!step) return;
    const content = defectSignatureContent({
      defectId: defect.id,
      category: defect.category,
      item: defect.item,
      status: to,
      note: parsed.data.note,
    });
    const signed = await signature.sign(step, content);
    if (signed) onSubmit(parsed.data.note, signed);
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={i18n._(MOVE_LABELS[to])}
      description={`${defect.equipment.equipmentNumber} · ${defect.item}`}
      size="sm"
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void submit()} busy={busy}>
            {i18n._(MOVE_LABELS[to])}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {error ? <Alert tone="error">{error}</Alert> : null}
        {MOVES_WITH_NOTE.includes(to) ? (
          <TextAreaField
            label={reasonNeeded ? t`Reason` : t`Certification note`}
            required={reasonNeeded}
            hint={reasonNeeded ? undefined : t`What was repaired and how it was tested (optional)`}
            value={note}
            maxLength={1000}
            length={note.length}
            rows={3}
            error={invalid ?? undefined}
            onChange={(event) => setNote(event.target.value)}
          />
        ) : null}
        {signature.field}
      </div>
    </Modal>
  );
}
