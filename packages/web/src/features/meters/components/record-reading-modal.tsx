import { Trans, useLingui } from "@lingui/react/macro";
import {
  METER_KIND_LABELS,
  METER_MESSAGES,
  type Meter,
  type MeterReadingForm,
  type MeterReadingFormInput,
  meterReadingFormSchema,
  toDateTimeInputValue,
} from "@mnx/domain";
import { useState } from "react";
import { FormModal } from "../../../components/ui/form-modal";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { domainText } from "../../../lib/i18n/i18n";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { useWriteForm } from "../../../lib/use-write-form";
import { useRecordReading } from "../api/meter-queries";

interface RecordReadingModalProps {
  equipmentId: string;
  meters: readonly Meter[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * Record Reading (docs/decisions/041): a manager's reading of one of the machine's meters, or a meter replaced
 * or reset (the new meter's own value). A refused reading stays in the form with the rule's message.
 */
export function RecordReadingModal({ equipmentId, meters, onClose, onSaved }: RecordReadingModalProps) {
  const { t } = useLingui();
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<
    MeterReadingFormInput,
    MeterReadingForm
  >({
    schema: meterReadingFormSchema,
    defaultValues: {
      meter: meters[0]?.kind ?? "ENGINE_HOURS",
      value: "",
      takenAt: toDateTimeInputValue(new Date()),
      replacement: false,
    },
    serverFields: ["meter", "value", "takenAt"],
    failureMessage: domainText(METER_MESSAGES.saveFailed),
  });
  // A refused reading is an answer (kept under its key): the corrected one is a new request with a new key.
  const [key, setKey] = useState(idempotencyKey);
  const record = useRecordReading(equipmentId, key);
  const { register, formState } = form;
  const submit = onSubmit(async (values) => {
    const verdict = await record.mutateAsync(values);
    if (!verdict || verdict.status === "REFUSED") {
      setKey(newIdempotencyKey());
      form.setError("value", { message: verdict?.message ?? domainText(METER_MESSAGES.saveFailed) });
      return;
    }
    onSaved(domainText(verdict.status === "HELD" ? METER_MESSAGES.held : METER_MESSAGES.recorded));
  });

  return (
    <FormModal
      title={t`Record Reading`}
      description={t`A reading lower than the last one is refused unless the meter was replaced or reset.`}
      size="sm"
      onClose={onClose}
      write={record}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      failureTitle={t`The reading was not recorded`}
      submitLabel={t`Record Reading`}
      pendingLabel={t`Saving...`}
    >
      <SelectField
        label={t`Meter`}
        options={meters.map((meter) => ({
          value: meter.kind,
          label: domainText(METER_KIND_LABELS[meter.kind]),
        }))}
        error={formState.errors.meter?.message}
        {...register("meter")}
      />
      <TextField
        label={t`Reading`}
        inputMode="decimal"
        required
        error={formState.errors.value?.message}
        {...register("value")}
      />
      <TextField
        label={t`Taken at`}
        type="datetime-local"
        required
        error={formState.errors.takenAt?.message}
        {...register("takenAt")}
      />
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-accent"
          {...register("replacement")}
        />
        <span>
          <span className="font-medium">
            <Trans>The meter was replaced or reset</Trans>
          </span>
          <span className="block text-ink-muted">
            <Trans>
              The new meter starts at this reading; the machine's hours over its life go on from the old
              meter's last reading.
            </Trans>
          </span>
        </span>
      </label>
    </FormModal>
  );
}
