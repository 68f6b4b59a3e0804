import { Trans, useLingui } from "@lingui/react/macro";
import { LABOUR_MESSAGES, LABOUR_NOTE_MAX, type LabourLineRemove, labourLineRemoveSchema } from "@mnx/domain";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { FormBody } from "../../../components/ui/form-body";
import { TextField } from "../../../components/ui/text-field";
import { domainText } from "../../../lib/i18n/i18n";
import { useHandOverWhenSaved } from "../../../lib/use-hand-over";
import { useWriteForm } from "../../../lib/use-write-form";
import { useWorkOrderLabourWrite } from "../api/use-work-order-labour-write";
import type { LabourLineView } from "../api/work-order-labour-on-device";
import type { LabourWriteDone } from "./record-labour-form";

interface RemoveLabourFormProps {
  workOrderId: string;
  line: LabourLineView & { line: NonNullable<LabourLineView["line"]> };
  onDone: (done: LabourWriteDone) => void;
  onClose: () => void;
}

/**
 * 'Remove' on a labour line: it stays on the job, struck out, with who removed it and the reason given, and no
 * longer counts (docs/decisions/031). Queued like the line itself.
 */
export function RemoveLabourForm({ workOrderId, line, onDone, onClose }: RemoveLabourFormProps) {
  const { t } = useLingui();
  const remove = useWorkOrderLabourWrite("remove", workOrderId);
  const { form, idempotencyKey, failure, onSubmit } = useWriteForm<
    z.input<typeof labourLineRemoveSchema>,
    LabourLineRemove
  >({
    schema: labourLineRemoveSchema,
    defaultValues: { reason: "" },
    serverFields: ["reason"],
    failureMessage: t`The labour line was not removed. Try again.`,
  });

  const handedOver = useHandOverWhenSaved(remove.isPaused, () =>
    onDone({ kind: "saved", what: t`This removal` }),
  );

  const submit = onSubmit(async (values) => {
    await remove.mutateAsync({ body: values, lineId: line.line.id, idempotencyKey });
    if (!handedOver.current) onDone({ kind: "sent", message: domainText(LABOUR_MESSAGES.removed) });
  });

  return (
    <FormBody
      form={form}
      onSubmit={submit}
      failure={failure}
      failureTitle={t`Labour line was not removed`}
      className="space-y-3 rounded-lg border border-line bg-surface-muted p-3"
    >
      <p className="text-sm text-ink-muted">
        <Trans>
          The line stays on the job, struck out, with your name and the reason, and no longer counts.
        </Trans>
      </p>
      <TextField
        label={t`Reason`}
        maxLength={LABOUR_NOTE_MAX}
        placeholder={t`e.g. Recorded twice`}
        error={form.formState.errors.reason?.message}
        {...form.register("reason")}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="danger" busy={remove.isPending}>
          {remove.isPending ? t`Removing...` : t`Remove Line`}
        </Button>
      </div>
    </FormBody>
  );
}
