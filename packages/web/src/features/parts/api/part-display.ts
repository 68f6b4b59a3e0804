import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import type { PartUnit, StockEntryKind, StockLocation } from "@mnx/domain";
import type { BadgeTone } from "../../../components/ui/badge";
import { formatQuantity } from "../../../lib/format";

/** How the parts screens write quantities, costs and ledger rows (docs/decisions/032-parts-screens.md). */

/** The unit as a form's choice: 'Each', 'Pair', 'Litre'... */
export const UNIT_LABELS: Record<PartUnit, MessageDescriptor> = {
  EACH: msg`Each`,
  PAIR: msg`Pair`,
  SET: msg`Set`,
  LITRE: msg`Litre`,
  METRE: msg`Metre`,
  KILOGRAM: msg`Kilogram`,
};

/** '12 each', '1 pair', '28.5 L', '-1 each', in the language shown. */
export { formatQuantity };

/** A ledger row's change, signed: '+4 each', '−2 each', '0 each' (a count that found the ledger right). */
export function formatChange(quantity: number, unit: PartUnit): string {
  const text = formatQuantity(Math.abs(quantity), unit);
  return quantity > 0 ? `+${text}` : quantity < 0 ? `−${text}` : text;
}

export const ENTRY_KIND_LABELS: Record<StockEntryKind, MessageDescriptor> = {
  RECEIVED: msg`Received`,
  USED: msg`Used on a job`,
  RETURNED: msg`Returned from a job`,
  MOVED_OUT: msg`Moved out`,
  MOVED_IN: msg`Moved in`,
  COUNTED: msg`Counted`,
};

export interface StockState {
  label: string;
  tone: BadgeTone;
}

/**
 * What a quantity at a location asks for: a count when it went below zero (two uses of the last one), an
 * order when it is at or below the part's minimum; nothing otherwise.
 */
export function stockState(quantity: number, minStock: number, needsCount: boolean): StockState | null {
  if (needsCount || quantity < 0) return { label: t`Count needed`, tone: "danger" };
  if (quantity === 0 && minStock > 0) return { label: t`Out of stock`, tone: "danger" };
  if (minStock > 0 && quantity <= minStock) return { label: t`Low stock`, tone: "warning" };
  return null;
}

/**
 * A truck's row, against the minimum that applies on it (its own, else the part's: docs/decisions/036, as the
 * 'to order' list reads it): a count when it went below zero, out of stock (none left without a minimum), or
 * at or below the minimum a restock from a store.
 */
export function truckState(quantity: number, minStock: number, needsCount: boolean): StockState | null {
  if (needsCount || quantity < 0) return { label: t`Count needed`, tone: "danger" };
  if (quantity === 0)
    return minStock > 0
      ? { label: t`Out of stock`, tone: "danger" }
      : { label: t`None left`, tone: "warning" };
  if (minStock > 0 && quantity <= minStock) return { label: t`Restock`, tone: "warning" };
  return null;
}

/**
 * What a truck at or below its minimum loads to be above it again (one unit over: at the minimum is still
 * 'to order'); 0 when it is above it, has no minimum, or needs a count first.
 */
export function truckRestock(quantity: number, minStock: number, needsCount: boolean): number {
  if (needsCount || quantity < 0 || minStock <= 0 || quantity > minStock) return 0;
  return Math.round((minStock - quantity + 1) * 1000) / 1000;
}

/** 'Main Shop Store', 'Service Truck 1 (truck, Luis Ortega)'. */
export function locationLabel(location: StockLocation): string {
  const { name: where, keeper } = location;
  if (location.kind !== "TRUCK") return where;
  if (!keeper) return t`${where} (truck)`;
  const keeperName = `${keeper.firstName} ${keeper.lastName}`;
  return t`${where} (truck, ${keeperName})`;
}
