import { WORK_ORDER_SEARCH_MIN } from "./constants.js";

/** Picker search rules (part 1, 5): case-insensitive 'contains' on the listed fields. */

type Text = string | null | undefined;

const contains = (query: string, fields: readonly Text[]) => {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => (field ?? "").toLowerCase().includes(needle));
};

/** Equipment picker: number, name, make, model, type ('dump truck' finds DUMP_TRUCK). */
export function equipmentMatchesSearch(
  equipment: { equipmentNumber: string; name: string; make?: Text; model?: Text; equipmentType?: Text },
  query: string,
): boolean {
  const type = equipment.equipmentType ?? "";
  return contains(query, [
    equipment.equipmentNumber,
    equipment.name,
    equipment.make,
    equipment.model,
    type,
    type.replaceAll("_", " "),
  ]);
}

/** User picker: first, last and full name, email, role. */
export function userMatchesSearch(
  user: { firstName: string; lastName: string; email: string; role: string },
  query: string,
): boolean {
  return contains(query, [
    user.firstName,
    user.lastName,
    `${user.firstName} ${user.lastName}`,
    user.email,
    user.role,
    user.role.replaceAll("_", " "),
  ]);
}

/** Part picker: part number, name and barcode, as GET /parts searches them. */
export function partMatchesSearch(
  part: { partNumber: string; name: string; barcode?: Text },
  query: string,
): boolean {
  return contains(query, [part.partNumber, part.name, part.barcode]);
}

const SEARCHABLE_RUN = new RegExp(`[\\p{L}\\p{N}]{${WORK_ORDER_SEARCH_MIN}}`, "u");

/**
 * The search holds WORK_ORDER_SEARCH_MIN letters or digits in a row: what the trigram index can find in a work
 * order's title and description. A search without (`EX-1`, `a_b`, `%_%`) finds work orders by their machine's
 * number or name only (docs/decisions/029-worst-case-lists.md).
 */
export const isSearchableWorkOrderText = (text: string) => SEARCHABLE_RUN.test(text);

/**
 * The work-order search a list sends: the trimmed text once it is long enough for the server's index
 * (WORK_ORDER_SEARCH_MIN), else none, so a half-typed word never asks the server for a scan it refuses.
 */
export function workOrderSearchTerm(text: string): string | undefined {
  const term = text.trim();
  return term.length >= WORK_ORDER_SEARCH_MIN ? term : undefined;
}
