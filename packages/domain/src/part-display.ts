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

/** One of the unit, as a price reads: '12.50 / each', '4.20 / L'. */
export const unitName = (unit: PartUnit) => UNIT_WORDS[unit][0];

/** '1,234.50'; '-12.50' for a return. */
export function formatAmount(amount: number): string {
  // -0 (a return that cancels a use exactly) reads as 0.00.
  return moneyFormat.format(amount === 0 ? 0 : amount);
}

/** 'FLT-100 Oil filter'. */
export const partLabel = (part: { partNumber: string; name: string }) => `${part.partNumber} ${part.name}`;
