import { Trans, useLingui } from "@lingui/react/macro";
import { PART_MESSAGES, type StockLocation, type WorkOrderPartInput, workOrderPartSchema } from "@mnx/domain";
import { Button } from "../../../components/ui/button";
import { FormBody } from "../../../components/ui/form-body";
import { domainText } from "../../../lib/i18n/i18n";
import { useHandOverWhenSaved } from "../../../lib/use-hand-over";
import { useWriteForm } from "../../../lib/use-write-form";
import { useWorkOrderPartWrite } from "../api/use-work-order-part-write";
import type { PartLine } from "../api/work-order-parts-on-device";
import type { PartFormValues, PartWriteDone } from "./add-part-used-form";
import { PartQuantityFields } from "./part-quantity-fields";
import { quantityText } from "./work-order-display";

interface ReturnPartFormProps {
  workOrderId: string;
  /** The use being returned: its part, and the location it came from (the return's default). */
  line: PartLine;
  /** What the job still holds of the part: a return gives back at most this. */
  held: number;
  locations: readonly StockLocation[];
  onDone: (done: PartWriteDone) => void;
  onClose: () => void;
}

/** 'Return' on a part the job used: back to a location (where it came from, unless changed), at most what it holds. */
export function ReturnPartForm({ workOrderId, line, held, locations, onDone, onClose }: ReturnPartFormProps) {
  const { t } = useLingui();
  const back = useWorkOrderPartWrite("return", workOrderId);
  const { form, idempotencyKey, failure, onSubmit } = useWriteForm<PartFormValues, WorkOrderPartInput>({
    schema: workOrderPartSchema,
    defaultValues: {
      partId: line.partId,
      locationId: line.locationId,
      quantity: String(Math.min(line.quantity, held)),
    },
    serverFields: ["locationId", "quantity"],
    failureMessage: t`The part was not returned. Try again.`,
  });
  const locationId = form.watch("locationId");
  const location = locations.find((entry) => entry.id === locationId);
  const heldText = quantityText(held, line.unit);

  const handedOver = useHandOverWhenSaved(back.isPaused, () => onDone({ kind: "saved", part: line.part }));

  const submit = onSubmit(async (values) => {
    if (values.quantity > held) {
      form.setError("quantity", { message: PART_MESSAGES.returnMoreThanUsed });
      return;
    }
    const answer = await back.mutateAsync({
      body: values,
      idempotencyKey,
      labels: { part: line.part, location: location?.name ?? "", unit: line.unit },
    });
    if (handedOver.current) return;
    onDone({
      kind: "sent",
      part: line.part,
      unit: line.unit,
      answer,
      message: domainText(PART_MESSAGES.returned),
    });
  });

  return (
    <FormBody
      form={form}
      onSubmit={submit}
      failure={failure}
      failureTitle={t`Part was not returned`}
      className="space-y-3 rounded-lg border border-line bg-surface-muted p-3"
    >
      <p className="text-sm text-ink-muted">
        <Trans>The job holds {heldText}; a return goes back to stock at what it cost the job.</Trans>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <PartQuantityFields
          locations={locations}
          part={{ unit: line.unit }}
          location={location}
          locationLabel={t`Return to`}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={back.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" busy={back.isPending}>
          {back.isPending ? t`Returning...` : t`Return to Stock`}
        </Button>
      </div>
    </FormBody>
  );
}
