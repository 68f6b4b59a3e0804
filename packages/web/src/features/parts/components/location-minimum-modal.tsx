import { useLingui } from "@lingui/react/macro";
import {
  type LocationMinimum,
  type LocationMinimumInput,
  locationMinimumSchema,
  PART_MESSAGES,
  type PartDetail,
  quantityFitsUnit,
  type StockLocation,
  unitHint,
  WHOLE_PART_UNITS,
} from "@mnx/domain";
import { useState } from "react";
import { FormModal } from "../../../components/ui/form-modal";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { domainText } from "../../../lib/i18n/i18n";
import { useOnlineStatus } from "../../../lib/use-online-status";
import { useWriteForm } from "../../../lib/use-write-form";
import { formatQuantity } from "../api/part-display";
import { useSetLocationMinimum } from "../api/use-part-writes";
import { NeedsConnectionNotice } from "./needs-connection-notice";

interface LocationMinimumModalProps {
  part: PartDetail;
  locations: readonly StockLocation[];
  /** The location the form starts at (the row pressed). */
  locationId: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

const minimumAt = (part: PartDetail, locationId: string) =>
  part.stock.find((level) => level.locationId === locationId)?.minStock ?? null;

/**
 * A location's own minimum of the part (docs/decisions/036): a service truck's load, or a store that keeps more
 * or less than the part's minimum. Blank: the part's minimum applies there. A desk write, not queued.
 */
export function LocationMinimumModal({
  part,
  locations,
  locationId,
  onClose,
  onDone,
}: LocationMinimumModalProps) {
  const online = useOnlineStatus();
  const [at, setAt] = useState(locationId);
  const own = minimumAt(part, locationId);
  const { t } = useLingui();
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<
    LocationMinimumInput,
    LocationMinimum
  >({
    schema: locationMinimumSchema,
    defaultValues: { minStock: own === null ? "" : String(own) },
    serverFields: ["minStock"],
    failureMessage: t`The minimum was not saved. Please try again.`,
  });
  const write = useSetLocationMinimum(part.id, idempotencyKey);
  const submit = onSubmit(async (values) => {
    if (values.minStock !== null && !quantityFitsUnit(part.unit, values.minStock)) {
      form.setError("minStock", { message: PART_MESSAGES.wholeQuantity });
      return;
    }
    const answer = await write.mutateAsync({ locationId: at, input: values });
    onDone(answer.message);
  });
  const whole = WHOLE_PART_UNITS.includes(part.unit);
  const { partNumber, name } = part;
  const partMinimum = formatQuantity(part.minStock, part.unit);
  const howTyped = domainText(unitHint(part.unit));
  return (
    <FormModal
      title={t`Minimum at a Location`}
      description={t`${partNumber} ${name}: the part's minimum is ${partMinimum}.`}
      onClose={onClose}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      failureTitle={t`Minimum was not saved`}
      write={write}
      submitLabel={t`Save Minimum`}
      pendingLabel={t`Saving...`}
      submitDisabled={!online}
      bodyClassName="space-y-4"
    >
      {online ? null : <NeedsConnectionNotice what={t`Setting a minimum`} />}
      <SelectField
        label={t`Location`}
        options={locations.map(({ id, name: where, kind }) => ({
          value: id,
          label: kind === "TRUCK" ? t`${where} (truck)` : t`${where} (store)`,
        }))}
        value={at}
        onChange={(event) => {
          setAt(event.target.value);
          const next = minimumAt(part, event.target.value);
          form.setValue("minStock", next === null ? "" : String(next));
        }}
      />
      <TextField
        label={t`Minimum here`}
        type="number"
        inputMode={whole ? "numeric" : "decimal"}
        min={0}
        step={whole ? 1 : "any"}
        placeholder={t`The part's: ${partMinimum}`}
        hint={t`${howTyped}. Empty: the part's minimum applies here. At or below it, the part is to order (or load) here.`}
        error={form.formState.errors.minStock?.message}
        {...form.register("minStock")}
      />
    </FormModal>
  );
}
