import type { PartUnit } from "./schemas/part.js";

/**
 * How a part's quantities read, on screens and in the work order's history: '2 each', '1.5 L' (amounts:
 * formatMoney in currency.ts).
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

/** 'FLT-100 Oil filter'. */
export const partLabel = (part: { partNumber: string; name: string }) => `${part.partNumber} ${part.name}`;
