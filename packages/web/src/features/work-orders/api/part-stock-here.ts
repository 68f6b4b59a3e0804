import { t } from "@lingui/core/macro";
import type { PartDetail, PartUnit, StockChange, StockLocation } from "@mnx/domain";
import { quantityText } from "../components/work-order-display";

/** A part's stock at the location a form takes it from, as far as this device knows. */
export interface StockHere {
  /** False: no copy of the part's stock on this device (offline, never loaded): nothing to warn about. */
  known: boolean;
  /** On hand there, less what this device has taken there and not sent yet. */
  onHand: number;
  /** The stock there went below zero before and waits for a count. */
  needsCount: boolean;
}

/**
 * The stock at `locationId` from the part's copy (`detail`; a location it never had stock at holds 0), less
 * `takenHere`, this device's own waiting uses there.
 */
export function stockHere(detail: PartDetail | undefined, locationId: string, takenHere: number): StockHere {
  if (!detail) return { known: false, onHand: 0, needsCount: false };
  const level = detail.stock.find((entry) => entry.locationId === locationId);
  const onHand = Math.round(((level?.quantity ?? 0) - takenHere) * 1000) / 1000;
  return { known: true, onHand, needsCount: level?.needsCount ?? false };
}

/**
 * Taking `quantity` leaves the location short: it is not in stock there, or would go below zero. The form then
 * offers to request the part (docs/decisions/033) instead of only recording it.
 */
export const isShort = (stock: StockHere, quantity: number) =>
  stock.known && quantity > 0 && quantity > stock.onHand;

/**
 * What a stock change's answer says about the stock it left, where it matters: below zero and flagged for a
 * count (more was taken than the ledger held: two uses of the last one). A request's shortage is known and
 * not flagged, so it says nothing more than the request's own message.
 */
export function stockNotices(part: string, unit: PartUnit, stock: StockChange["stock"]): string[] {
  return stock
    .filter((level) => level.belowZero && level.needsCount)
    .map((level) => {
      const location = level.locationName;
      const quantity = quantityText(level.quantity, unit);
      return t`${part} at ${location} is now ${quantity}: more was taken than the stock showed, so it is flagged for a count.`;
    });
}

/** Where a form takes parts from unless changed: the truck the person keeps, else the first store, else any. */
export function defaultLocationId(locations: readonly StockLocation[], userId: string | undefined): string {
  const own = locations.find((location) => location.kind === "TRUCK" && location.keeper?.id === userId);
  return (own ?? locations.find((location) => location.kind === "STORE") ?? locations[0])?.id ?? "";
}
