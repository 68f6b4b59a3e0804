import { Trans, useLingui } from "@lingui/react/macro";
import {
  canTransition,
  PART_MESSAGES,
  type Part,
  type PartUnit,
  partLabel,
  quantityFitsUnit,
  type StockChange,
  type StockLocation,
  WORK_ORDER_PARTS_MESSAGES,
  type WorkOrder,
  type WorkOrderPartInput,
  workOrderPartSchema,
} from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { PartPicker } from "../../../components/pickers/part-picker";
import { partDetailQuery } from "../../../components/pickers/part-picker-queries";
import { Button } from "../../../components/ui/button";
import { FormBody } from "../../../components/ui/form-body";
import { domainText } from "../../../lib/i18n/i18n";
import { useHandOverWhenSaved } from "../../../lib/use-hand-over";
import { useWriteForm } from "../../../lib/use-write-form";
import { isShort, stockHere } from "../api/part-stock-here";
import { useWorkOrderPartWrite } from "../api/use-work-order-part-write";
import { type PartLine, waitingTakenFrom } from "../api/work-order-parts-on-device";
import { PartQuantityFields } from "./part-quantity-fields";
import { PartShortage } from "./part-shortage";

/** What the form holds: the quantity as typed. */
export type PartFormValues = z.input<typeof workOrderPartSchema>;

export type PartWriteDone =
  | { kind: "sent"; part: string; unit: PartUnit; answer: StockChange; message: string }
  | { kind: "saved"; part: string };

interface AddPartUsedFormProps {
  workOrder: WorkOrder;
  role: string | undefined;
  locations: readonly StockLocation[];
  /** Where a part is taken from unless changed: the caller's own truck, else the first store. */
  defaultLocationId: string;
  /** The job's lines on this device (what it has taken and not sent yet). */
  lines: readonly PartLine[];
  onDone: (done: PartWriteDone) => void;
  /** Cancel (and the 'not on this device yet' notice's Close: components/ui/lazy-dialog.tsx). */
  onClose: () => void;
}

/**
 * 'Add part used' on a job (Work Order Details and Complete Work): the part from the part picker, the location
 * it came from, how many. When the location does not have that many (as far as this device knows), it offers
 * to request the part (on the 'to order' list, the job waiting for parts where the state machine allows) or to
 * record the use all the same (the stock goes below zero and is flagged for a count). Queued like every field
 * write: offline it is saved on the device and the form hands over at once, so another part can be added.
 */
export function AddPartUsedForm(props: AddPartUsedFormProps) {
  const { workOrder, role, locations, defaultLocationId, lines, onDone, onClose } = props;
  const { t } = useLingui();
  const use = useWorkOrderPartWrite("use", workOrder.id);
  const request = useWorkOrderPartWrite("request", workOrder.id);
  const [part, setPart] = useState<Part | null>(null);
  const mayWait = canTransition(workOrder.status, "WAITING_PARTS", role).ok;
  const [waitForParts, setWaitForParts] = useState(mayWait);
  const { form, idempotencyKey, failure, onSubmit } = useWriteForm<PartFormValues, WorkOrderPartInput>({
    schema: workOrderPartSchema,
    defaultValues: { partId: "", locationId: defaultLocationId, quantity: "1" },
    serverFields: ["partId", "locationId", "quantity"],
    failureMessage: t`The part was not recorded. Try again.`,
  });
  const locationId = form.watch("locationId");
  const quantity = Number(form.watch("quantity"));
  const location = locations.find((entry) => entry.id === locationId);
  const stockQuery = useQuery({ ...partDetailQuery(part?.id ?? ""), enabled: Boolean(part) });
  const stock = stockHere(
    part ? stockQuery.data : undefined,
    locationId,
    part ? waitingTakenFrom(lines, part.id, locationId) : 0,
  );
  const short = Boolean(part) && isShort(stock, quantity);
  const pending = use.isPending || request.isPending;
  const name = part ? partLabel(part) : "";

  // Saved on this device (no connection): it waits with the other writes and shows as a line; hand over.
  // Its answer on reconnect is then the line's business, not this form's (the person may be adding another).
  const handedOver = useHandOverWhenSaved(use.isPaused || request.isPaused, () =>
    onDone({ kind: "saved", part: name }),
  );

  const save = (action: "use" | "request") =>
    onSubmit(async (values) => {
      if (part && !quantityFitsUnit(part.unit, values.quantity)) {
        form.setError("quantity", { message: PART_MESSAGES.wholeQuantity });
        return;
      }
      const labels = { part: name, location: location?.name ?? "", unit: part?.unit ?? "EACH" };
      const answer =
        action === "request"
          ? await request.mutateAsync({
              body: { ...values, waitForParts: mayWait && waitForParts },
              idempotencyKey,
              labels,
            })
          : await use.mutateAsync({ body: values, idempotencyKey, labels });
      if (handedOver.current) return;
      onDone({
        kind: "sent",
        part: name,
        unit: part?.unit ?? "EACH",
        answer,
        message: answerMessage(action, mayWait && waitForParts),
      });
    });
  const submitUse = save("use");
  const submitRequest = save("request");

  return (
    <FormBody
      form={form}
      onSubmit={short ? submitRequest : submitUse}
      failure={failure}
      failureTitle={t`Part was not recorded`}
      className="space-y-3 rounded-lg border border-line p-4"
    >
      <h4 className="font-semibold">
        <Trans>Add Part Used</Trans>
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="partId"
          render={({ field, fieldState }) => (
            <PartPicker
              label={t`Part`}
              required
              className="sm:col-span-2"
              value={field.value || null}
              onChange={(picked) => {
                setPart(picked);
                field.onChange(picked?.id ?? "");
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              extra={part ? [part] : undefined}
              error={fieldState.error?.message}
            />
          )}
        />
        <PartQuantityFields locations={locations} part={part} stock={stock} location={location} />
      </div>
      {short && part ? (
        <PartShortage
          unit={part.unit}
          onHand={stock.onHand}
          location={location?.name ?? ""}
          mayWait={mayWait}
          alreadyWaiting={workOrder.status === "WAITING_PARTS"}
          waitForParts={waitForParts}
          onWaitForParts={setWaitForParts}
        />
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        {short ? (
          <>
            <Button
              variant="secondary"
              onClick={() => void submitUse()}
              busy={use.isPending}
              disabled={pending}
            >
              <Trans>Record Use Anyway</Trans>
            </Button>
            <Button type="submit" busy={request.isPending} disabled={pending}>
              {request.isPending ? t`Requesting...` : t`Request Part`}
            </Button>
          </>
        ) : (
          <Button type="submit" busy={use.isPending} disabled={pending}>
            {use.isPending ? t`Recording...` : t`Add Part Used`}
          </Button>
        )}
      </div>
    </FormBody>
  );
}

function answerMessage(action: "use" | "request", waiting: boolean): string {
  if (action === "use") return domainText(PART_MESSAGES.used);
  return domainText(
    waiting ? WORK_ORDER_PARTS_MESSAGES.requestedAndWaiting : WORK_ORDER_PARTS_MESSAGES.requested,
  );
}
