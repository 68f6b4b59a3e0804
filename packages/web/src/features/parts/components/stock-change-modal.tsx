import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
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
  receive: {
    title: msg`Receive Stock`,
    submit: msg`Receive`,
    what: msg`Receiving stock`,
    quantity: "quantity",
  },
  count: {
    title: msg`Count Stock`,
    submit: msg`Record Count`,
    what: msg`Recording a count`,
    quantity: "countedQuantity",
  },
  move: { title: msg`Move Stock`, submit: msg`Move`, what: msg`Moving stock`, quantity: "quantity" },
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
  const { t, i18n } = useLingui();
  const title = i18n._(texts.title);
  const what = i18n._(texts.what);
  const [initial] = useState(() => defaults(action, part, preset));
  // One form for three bodies: the action's own schema checks it and shapes what is sent.
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<Values, Record<string, unknown>>({
    schema: SCHEMAS[action] as unknown as z.ZodType<Record<string, unknown>, Values>,
    defaultValues: initial,
    serverFields: Object.keys(initial) as Path<Values>[],
    failureMessage: t`${what} failed. Please try again.`,
  });
  const change = useStockChange(part.id, action, idempotencyKey);
  /** What happened, in words: the server's message and where the stock stands now. */
  const outcome = (answer: { message: string; data: StockChange }) => {
    const where = answer.data.stock
      .map(({ quantity, locationName }) => {
        const held = formatQuantity(quantity, part.unit);
        return t`${held} at ${locationName}`;
      })
      .join(", ");
    const { message } = answer;
    const { partNumber, name } = part;
    return answer.data.stock.some((level) => level.belowZero)
      ? t`${message}: ${partNumber} ${name}, now ${where}. Stock is below zero: count it.`
      : t`${message}: ${partNumber} ${name}, now ${where}.`;
  };
  const online = useOnlineStatus();
  const submit = onSubmit(async (values) => {
    const quantity = Number(values[texts.quantity]);
    if (!quantityFitsUnit(part.unit, quantity)) {
      form.setError(texts.quantity, { message: PART_MESSAGES.wholeQuantity });
      return;
    }
    onDone(outcome(await change.mutateAsync(values as never)));
  });
  const held = (id: string) => part.stock.find((level) => level.locationId === id);
  const here = form.watch(action === "move" ? "fromLocationId" : "locationId") as string;
  const now = held(here);
  const there = formatQuantity(now?.quantity ?? 0, part.unit);
  const nowText = here ? t`On hand there: ${there}` : undefined;
  return (
    <FormModal
      title={title}
      description={`${part.partNumber} · ${part.name}`}
      size="sm"
      onClose={onClose}
      write={change}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      failureTitle={t`${title}: not saved`}
      submitLabel={i18n._(texts.submit)}
      pendingLabel={t`Saving...`}
      submitDisabled={!online}
      bodyClassName="space-y-4"
    >
      {online ? null : <NeedsConnectionNotice what={what} />}
      {action === "move" ? (
        <>
          <LocationSelect name="fromLocationId" label={t`From`} locations={locations} hint={nowText} />
          <LocationSelect
            name="toLocationId"
            label={t({ message: "To", context: "stock move" })}
            locations={locations}
          />
          <QuantityField name="quantity" label={t`Quantity`} unit={part.unit} min={1} />
        </>
      ) : (
        <LocationSelect
          name="locationId"
          label={t`Location`}
          locations={locations}
          hint={action === "receive" ? nowText : undefined}
        />
      )}
      {action === "receive" ? (
        <>
          <QuantityField name="quantity" label={t`Quantity received`} unit={part.unit} min={1} />
          <TextField
            label={t`Unit cost paid`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            hint={t`Becomes the part's cost (the last price paid)`}
            error={form.formState.errors.unitCost?.message as string | undefined}
            {...form.register("unitCost")}
          />
        </>
      ) : null}
      {action === "count" ? (
        <>
          <QuantityField
            name="countedQuantity"
            label={t`Counted on the shelf`}
            unit={part.unit}
            hint={nowText ? t`${nowText} by the ledger; the difference is recorded` : undefined}
          />
          <TextAreaField
            label={t`Reason`}
            required
            rows={2}
            placeholder={t`e.g. Monthly shelf count`}
            error={form.formState.errors.reason?.message as string | undefined}
            {...form.register("reason")}
          />
        </>
      ) : null}
    </FormModal>
  );
}
