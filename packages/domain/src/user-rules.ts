import type { UserStatus } from "./enums.js";

interface Named {
  firstName?: string | null;
  lastName?: string | null;
}

/** The activate/deactivate toggle: ACTIVE becomes INACTIVE, any other status ACTIVE (part 2, 4). */
export function toggledUserStatus(status: UserStatus): UserStatus {
  return status === "ACTIVE" ? "INACTIVE" : "ACTIVE";
}

export function fullName(person: Named | null | undefined): string {
  if (!person) return "";
  return [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
}

/** Initials for the user column: 'Ada Lovelace' -> 'AL'. */
export function initials(person: Named | null | undefined): string {
  if (!person) return "";
  return [person.firstName, person.lastName]
    .map((part) => part?.trim().charAt(0).toUpperCase() ?? "")
    .join("");
}
