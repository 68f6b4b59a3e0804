import { useLingui } from "@lingui/react/macro";
import {
  type AddMeter,
  addMeterSchema,
  METER_KIND_LABELS,
  METER_KINDS,
  METER_MESSAGES,
  type MeterKind,
} from "@mnx/domain";
import { FormModal } from "../../../components/ui/form-modal";
import { SelectField } from "../../../components/ui/select-field";
import { domainText } from "../../../lib/i18n/i18n";
import { useWriteForm } from "../../../lib/use-write-form";
import { useAddMeter } from "../api/meter-queries";

interface AddMeterModalProps {
  equipmentId: string;
  /** The kinds the machine has already: not offered again. */
  existing: readonly MeterKind[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Add Meter (docs/decisions/041): another meter of the machine, reading 0 until its first reading. */
export function AddMeterModal({ equipmentId, existing, onClose, onSaved }: AddMeterModalProps) {
  const { t } = useLingui();
  const kinds = METER_KINDS.filter((kind) => !existing.includes(kind));
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<AddMeter, AddMeter>({
    schema: addMeterSchema,
    defaultValues: { kind: kinds[0] ?? "PTO_HOURS" },
    serverFields: ["kind"],
    failureMessage: domainText(METER_MESSAGES.saveFailed),
  });
  const add = useAddMeter(equipmentId, idempotencyKey);
  const submit = onSubmit(async (values) => {
    const answer = await add.mutateAsync(values);
    onSaved(answer.message ?? domainText(METER_MESSAGES.meterAdded));
  });

  return (
    <FormModal
      title={t`Add Meter`}
      description={t`The new meter reads 0 until its first reading is recorded.`}
      size="sm"
      onClose={onClose}
      write={add}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      failureTitle={t`The meter was not added`}
      submitLabel={t`Add Meter`}
      pendingLabel={t`Adding...`}
    >
      <SelectField
        label={t`Meter`}
        options={kinds.map((kind) => ({ value: kind, label: domainText(METER_KIND_LABELS[kind]) }))}
        error={form.formState.errors.kind?.message}
        {...form.register("kind")}
      />
    </FormModal>
  );
}
