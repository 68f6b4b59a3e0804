import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "./api-error";

/**
 * Puts a failed write's field-level details (e.g. 409 EQUIPMENT_NUMBER_TAKEN on equipmentNumber) under the
 * form's own fields. Answers true when at least one field took a message; the caller shows the rest.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error) || !error.details) return false;
  let placed = false;
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.path);
    if (!field) continue;
    setError(field, { type: "server", message: detail.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
