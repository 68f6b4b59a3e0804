import { useLingui } from "@lingui/react/macro";
import {
  type MoveStock,
  moveStockSchema,
  PART_MESSAGES,
  type PartUnit,
  quantityFitsUnit,
  type StockLocation,
} from "@mnx/domain";
import { useState } from "react";
import type { z } from "zod";
import { FormModal } from "../../../components/ui/form-modal";
import { Modal } from "../../../components/ui/modal";
import { useWriteForm } from "../../../lib/use-write-form";
import { defaultStore, rememberStore } from "../api/last-store";
import { formatQuantity } from "../api/part-display";
import { useTruckMove } from "../api/use-truck-move";
import { LocationSelect } from "./location-select";
import { PartChooser } from "./part-chooser";
import { QuantityField } from "./quantity-field";

export interface MovedPart {
  partId: string;
  partNumber: string;
  name: string;
  unit: PartUnit;
  /** What the truck holds of it now (to give back), when known. */
  onTruck?: number;
  /** What to move, when known (a restock: one unit over the truck's minimum); else 1. */
  quantity?: number;
}

interface TruckMoveModalProps {
  /** 'load': from a store onto the truck; 'giveBack': from the truck to a store. */
  direction: "load" | "giveBack";
  truck: StockLocation;
  /** The other ends offered: the organization's other locations (stores first). */
  others: readonly StockLocation[];
  /** The part; none: the person finds it first. */
  part: MovedPart | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

type MoveValues = z.input<typeof moveStockSchema>;

/**
 * Load a part onto the mechanic's truck, or give it back to a store: queued while offline like the other field
 * writes (docs/decisions/011, 032), one Idempotency-Key per opening. On a phone it sits at the bottom.
 */
export function TruckMoveModal(props: TruckMoveModalProps) {
  const [part, setPart] = useState<MovedPart | null>(props.part);
  const { t } = useLingui();
  const title = props.direction === "load" ? t`Load onto My Truck` : t`Give Back to a Store`;
  if (!part) {
    return (
      <ChoosePart
        title={title}
        onClose={props.onClose}
        onChoose={(chosen) =>
          setPart({ partId: chosen.id, partNumber: chosen.partNumber, name: chosen.name, unit: chosen.unit })
        }
      />
    );
  }
  return <MoveForm {...props} title={title} part={part} />;
}

interface ChoosePartProps {
  title: string;
  onClose: () => void;
  onChoose: Parameters<typeof PartChooser>[0]["onChoose"];
}

/** The chooser makes no write: the one modal, no form yet. */
function ChoosePart(props: ChoosePartProps) {
  const { t } = useLingui();
  return (
    <Modal open sheet size="sm" title={props.title} description={t`Which part?`} onClose={props.onClose}>
      <PartChooser onChoose={props.onChoose} />
    </Modal>
  );
}

function MoveForm({
  direction,
  truck,
  others,
  part,
  title,
  onClose,
  onDone,
}: Omit<TruckMoveModalProps, "part"> & { part: MovedPart; title: string }) {
  const load = direction === "load";
  const store = defaultStore(others);
  const { t } = useLingui();
  const [initial] = useState<MoveValues>(() => ({
    fromLocationId: load ? store : truck.id,
    toLocationId: load ? truck.id : store,
    quantity: String(part.quantity ?? 1),
  }));
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<MoveValues, MoveStock>({
    schema: moveStockSchema,
    defaultValues: initial,
    serverFields: ["fromLocationId", "toLocationId", "quantity"],
    failureMessage: t`The move was not saved. Please try again.`,
  });
  const move = useTruckMove(idempotencyKey);
  const onTruck = part.onTruck === undefined ? "" : formatQuantity(part.onTruck, part.unit);
  const submit = onSubmit(async (values) => {
    if (!quantityFitsUnit(part.unit, values.quantity)) {
      form.setError("quantity", { message: PART_MESSAGES.wholeQuantity });
      return;
    }
    rememberStore(load ? values.fromLocationId : values.toLocationId);
    await move.mutateAsync({ partId: part.partId, move: values });
    const moved = formatQuantity(values.quantity, part.unit);
    const { partNumber } = part;
    const truckName = truck.name;
    onDone(
      load
        ? t`${moved} of ${partNumber} loaded onto ${truckName}.`
        : t`${moved} of ${partNumber} given back from ${truckName}.`,
    );
  });
  return (
    <FormModal
      title={title}
      description={`${part.partNumber} · ${part.name}`}
      size="sm"
      sheet
      onClose={onClose}
      write={move}
      savedOffline={t`This move`}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      failureTitle={t`The move was not saved`}
      submitLabel={load ? t`Load onto Truck` : t`Give Back`}
      pendingLabel={t`Moving...`}
      bodyClassName="space-y-4"
    >
      <LocationSelect<MoveValues>
        name={load ? "fromLocationId" : "toLocationId"}
        label={load ? t`From` : t({ message: "To", context: "stock move" })}
        locations={others}
      />
      <QuantityField<MoveValues>
        name="quantity"
        label={t`Quantity`}
        unit={part.unit}
        min={1}
        hint={part.onTruck === undefined ? undefined : t`On the truck: ${onTruck}`}
      />
    </FormModal>
  );
}
