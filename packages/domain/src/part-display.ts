import type { PartUnit } from "./schemas/part.js";

/**
 * How a part's quantities and costs read, on screens and in the work order's history: '2 each', '1.5 L',
 * '1,234.50' (costs are in the organization's one currency, so no symbol is guessed).
 */

const UNIT_WORDS: Record<PartUnit, readonly [one: string, many: string]> = {
  EACH: ["each", "each"],
  PAIR: ["pair", "pairs"],
  SET: ["set", "sets"],
  LITRE: ["L", "L"],
  METRE: ["m", "m"],
  KILOGRAM: ["kg", "kg"],
};

const quantityFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });
const moneyFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '2 each', '1 pair', '3 pairs', '1.5 L', '-1 each' (the ledger keeps 3 decimals). */
export function quantityLabel(quantity: number, unit: PartUnit): string {
  const [one, many] = UNIT_WORDS[unit];
  return `${quantityFormat.format(quantity)} ${Math.abs(quantity) === 1 ? one : many}`;
}

const UNIT_HINTS: Record<PartUnit, string> = {
  EACH: "Whole units",
  PAIR: "Whole pairs",
  SET: "Whole sets",
  LITRE: "Litres, e.g. 2.5",
  METRE: "Metres, e.g. 1.5",
  KILOGRAM: "Kilograms, e.g. 0.75",
};

/** How a quantity of the unit is typed, under a quantity field. */
export const unitHint = (unit: PartUnit) => UNIT_HINTS[unit];

/** One of the unit, as a price reads: '12.50 / each', '4.20 / L'. */
export const unitName = (unit: PartUnit) => UNIT_WORDS[unit][0];

/**
 * '1,234.50'; '-12.50' for a return: an amount without its currency's sign (decision 031's
 * `formatMoney(value, currency)` takes over once the organization's currency is part of the answers).
 */
export function formatAmount(amount: number): string {
  // -0 (a return that cancels a use exactly) reads as 0.00.
  return moneyFormat.format(amount === 0 ? 0 : amount);
}

/** 'FLT-100 Oil filter'. */
export const partLabel = (part: { partNumber: string; name: string }) => `${part.partNumber} ${part.name}`;
