import type { UserHistoryEvent, UserStatus } from "./enums.js";
import { enumLabel, roleLabel } from "./labels.js";

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

interface HistoryLine {
  event: UserHistoryEvent;
  fromRole: string | null;
  toRole: string | null;
  fromStatus: UserStatus | null;
  toStatus: UserStatus | null;
}

const statusLabel = (status: UserStatus | null) => (status ? enumLabel(status) : "");

/**
 * What one history line says ('view details'): 'Added as Mechanic (Active)', 'Role changed from Equipment
 * Operator to Mechanic', 'Deactivated (Active to Inactive)'. Who and when are shown beside it.
 */
export function userHistoryText(line: HistoryLine): string {
  switch (line.event) {
    case "CREATED":
      return `Added as ${roleLabel(line.toRole)} (${statusLabel(line.toStatus)})`;
    case "ROLE_CHANGED":
      return `Role changed from ${roleLabel(line.fromRole)} to ${roleLabel(line.toRole)}`;
    case "STATUS_CHANGED": {
      const verb =
        line.toStatus === "ACTIVE"
          ? "Activated"
          : line.toStatus === "SUSPENDED"
            ? "Suspended"
            : "Deactivated";
      return `${verb} (${statusLabel(line.fromStatus)} to ${statusLabel(line.toStatus)})`;
    }
  }
}

/** Who made a history line: their name, or 'System' for the seed and the bootstrap sign-in. */
export const historyActorName = (changedBy: Named | null | undefined) => fullName(changedBy) || "System";
