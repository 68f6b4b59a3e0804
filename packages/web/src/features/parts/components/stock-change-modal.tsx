import {
  countStockSchema,
  moveStockSchema,
  PART_MESSAGES,
  type PartDetail,
  quantityFitsUnit,
  receiveStockSchema,
  type StockChange,
  type StockLocation,
} from "@mnx/domain";
import { useState } from "react";
import type { Path } from "react-hook-form";
import type { z } from "zod";
import { FormModal } from "../../../components/ui/form-modal";
import { TextField } from "../../../components/ui/text-field";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { useOnlineStatus } from "../../../lib/use-online-status";
import { useWriteForm } from "../../../lib/use-write-form";
import { formatQuantity } from "../api/part-display";
import { type StockAction, useStockChange } from "../api/use-part-writes";
import { LocationSelect } from "./location-select";
import { NeedsConnectionNotice } from "./needs-connection-notice";
import { QuantityField } from "./quantity-field";

export interface StockChangePreset {
  /** The location to receive or count at, or to move from. */
  locationId?: string | undefined;
  /** A move's destination (a truck to restock). */
  toLocationId?: string | undefined;
  quantity?: number | undefined;
}

interface StockChangeModalProps {
  action: StockAction;
  part: PartDetail;
  locations: readonly StockLocation[];
  preset?: StockChangePreset;
  onClose: () => void;
  onDone: (message: string) => void;
}

const SCHEMAS = { receive: receiveStockSchema, count: countStockSchema, move: moveStockSchema } as const;

const TEXTS = {
  receive: { title: "Receive Stock", submit: "Receive", what: "Receiving stock", quantity: "quantity" },
  count: {
    title: "Count Stock",
    submit: "Record Count",
    what: "Recording a count",
    quantity: "countedQuantity",
  },
  move: { title: "Move Stock", submit: "Move", what: "Moving stock", quantity: "quantity" },
} as const;

type Values = Record<string, string>;

const defaults = (action: StockAction, part: PartDetail, preset: StockChangePreset): Values => {
  const here = preset.locationId ?? "";
  const quantity = preset.quantity === undefined ? "" : String(preset.quantity);
  if (action === "receive") return { locationId: here, quantity, unitCost: String(part.unitCost ?? 0) };
  if (action === "count") {
    const held = part.stock.find((level) => level.locationId === here)?.quantity;
    return {
      locationId: here,
      countedQuantity: held === undefined ? "" : String(Math.max(0, held)),
      reason: "",
    };
  }
  return { fromLocationId: here, toLocationId: preset.toLocationId ?? "", quantity };
};

/** What happened, in words: the server's message and where the stock stands now. */
export function stockOutcome(part: PartDetail, answer: { message: string; data: StockChange }): string {
  const where = answer.data.stock
    .map((level) => `${formatQuantity(level.quantity, part.unit)} at ${level.locationName}`)
    .join(", ");
  const flagged = answer.data.stock.some((level) => level.belowZero) ? " Stock is below zero: count it." : "";
  return `${answer.message}: ${part.partNumber} ${part.name}, now ${where}.${flagged}`;
}

/**
 * Receive, count or move a part's stock (managers: SHOP_FOREMAN, FLEET_MANAGER, SUPER_ADMIN). Not queued: a
 * desk's write that needs a connection (docs/decisions/032), each opening with its own Idempotency-Key.
 */
export function StockChangeModal({
  action,
  part,
  locations,
  preset = {},
  onClose,
  onDone,
}: StockChangeModalProps) {
  const texts = TEXTS[action];
  const [initial] = useState(() => defaults(action, part, preset));
  // One form for three bodies: the action's own schema checks it and shapes what is sent.
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<Values, Record<string, unknown>>({
    schema: SCHEMAS[action] as unknown as z.ZodType<Record<string, unknown>, Values>,
    defaultValues: initial,
    serverFields: Object.keys(initial) as Path<Values>[],
    failureMessage: `${texts.what} failed. Please try again.`,
  });
  const change = useStockChange(part.id, action, idempotencyKey);
  const online = useOnlineStatus();
  const submit = onSubmit(async (values) => {
    const quantity = Number(values[texts.quantity]);
    if (!quantityFitsUnit(part.unit, quantity)) {
      form.setError(texts.quantity, { message: PART_MESSAGES.wholeQuantity });
      return;
    }
    onDone(stockOutcome(part, await change.mutateAsync(values as never)));
  });
  const held = (id: string) => part.stock.find((level) => level.locationId === id);
  const here = form.watch(action === "move" ? "fromLocationId" : "locationId") as string;
  const now = held(here);
  const nowText = here ? `On hand there: ${formatQuantity(now?.quantity ?? 0, part.unit)}` : undefined;
  return (
    <FormModal
      title={texts.title}
      description={`${part.partNumber} · ${part.name}`}
      size="sm"
      onClose={onClose}
      write={change}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      failureTitle={`${texts.title}: not saved`}
      submitLabel={texts.submit}
      pendingLabel="Saving..."
      submitDisabled={!online}
      bodyClassName="space-y-4"
    >
      {online ? null : <NeedsConnectionNotice what={texts.what} />}
      {action === "move" ? (
        <>
          <LocationSelect name="fromLocationId" label="From" locations={locations} hint={nowText} />
          <LocationSelect name="toLocationId" label="To" locations={locations} />
          <QuantityField name="quantity" label="Quantity" unit={part.unit} min={1} />
        </>
      ) : (
        <LocationSelect
          name="locationId"
          label="Location"
          locations={locations}
          hint={action === "receive" ? nowText : undefined}
        />
      )}
      {action === "receive" ? (
        <>
          <QuantityField name="quantity" label="Quantity received" unit={part.unit} min={1} />
          <TextField
            label="Unit cost paid"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            hint="Becomes the part's cost (the last price paid)"
            error={form.formState.errors.unitCost?.message as string | undefined}
            {...form.register("unitCost")}
          />
        </>
      ) : null}
      {action === "count" ? (
        <>
          <QuantityField
            name="countedQuantity"
            label="Counted on the shelf"
            unit={part.unit}
            hint={nowText ? `${nowText} by the ledger; the difference is recorded` : undefined}
          />
          <TextAreaField
            label="Reason"
            required
            rows={2}
            placeholder="e.g. Monthly shelf count"
            error={form.formState.errors.reason?.message as string | undefined}
            {...form.register("reason")}
          />
        </>
      ) : null}
    </FormModal>
  );
}
