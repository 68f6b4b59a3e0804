import { useLingui } from "@lingui/react/macro";
import { type PartDetail, type PartForm, type PartFormInput, partFormSchema } from "@mnx/domain";
import { useState } from "react";
import type { Path } from "react-hook-form";
import { FormModal } from "../../../components/ui/form-modal";
import { useOnlineStatus } from "../../../lib/use-online-status";
import { useWriteForm } from "../../../lib/use-write-form";
import { newPartValues, partValues } from "../api/part-form-values";
import { useSavePart } from "../api/use-part-writes";
import { NeedsConnectionNotice } from "./needs-connection-notice";
import { PartFields } from "./part-fields";

interface PartFormModalProps {
  /** The part to edit; null adds one. */
  part: PartDetail | null;
  /** A new part's barcode, when a scan found none. */
  barcode?: string;
  onClose: () => void;
  onSaved: (part: PartDetail, message: string) => void;
}

const FIELDS = Object.keys(newPartValues()) as Path<PartFormInput>[];

/** Add Part / Edit Part (managers): mounted per opening, so each opening has its own Idempotency-Key. */
export function PartFormModal({ part, barcode, onClose, onSaved }: PartFormModalProps) {
  const [initial] = useState(() => (part ? partValues(part) : newPartValues(barcode)));
  const { t } = useLingui();
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<PartFormInput, PartForm>({
    schema: partFormSchema,
    defaultValues: initial,
    serverFields: FIELDS,
    failureMessage: part
      ? t`The part was not saved. Please try again.`
      : t`The part was not added. Please try again.`,
  });
  const save = useSavePart(part?.id ?? null, idempotencyKey);
  const online = useOnlineStatus();
  const submit = onSubmit(async (values) => {
    const answer = await save.mutateAsync(values);
    onSaved(answer.data, answer.message);
  });
  return (
    <FormModal
      title={part ? t`Edit Part` : t`Add Part`}
      description={part ? `${part.partNumber} · ${part.name}` : t`Fields marked * are required.`}
      size="lg"
      onClose={onClose}
      write={save}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      failureTitle={part ? t`The part was not saved` : t`The part was not added`}
      submitLabel={part ? t`Save Part` : t`Add Part`}
      pendingLabel={t`Saving...`}
      submitDisabled={!online}
    >
      {online ? null : <NeedsConnectionNotice what={part ? t`Saving a part` : t`Adding a part`} />}
      <PartFields />
    </FormModal>
  );
}
