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
