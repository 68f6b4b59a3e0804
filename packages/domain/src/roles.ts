export const ROLES = [
  "SUPER_ADMIN",
  "FLEET_MANAGER",
  "SHOP_FOREMAN",
  "FIELD_SUPERVISOR",
  "INSPECTOR",
  "MECHANIC",
  "OPERATOR",
  "VIEWER",
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_RANK: Readonly<Record<Role, number>> = {
  SUPER_ADMIN: 8,
  FLEET_MANAGER: 7,
  SHOP_FOREMAN: 6,
  FIELD_SUPERVISOR: 5,
  INSPECTOR: 4,
  MECHANIC: 3,
  OPERATOR: 2,
  VIEWER: 1,
};

/** Generic hierarchy of the spec, mapped onto the real ranks (DECISIONS.md "Roles and permissions"). */
export const GENERIC_LEVELS = ["SUPER_ADMIN", "ADMIN", "MANAGER", "TECHNICIAN", "VIEWER"] as const;
export type GenericLevel = (typeof GENERIC_LEVELS)[number];
export const GENERIC_LEVEL_MIN_RANK: Readonly<Record<GenericLevel, number>> = {
  SUPER_ADMIN: 8,
  ADMIN: 7,
  MANAGER: 6,
  TECHNICIAN: 3,
  VIEWER: 1,
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Unknown roles rank 0; no role at all ranks 0 too, so every check fails. */
export function roleRank(role: string | null | undefined): number {
  return isRole(role) ? ROLE_RANK[role] : 0;
}

export function hasRoleAtLeast(role: string | null | undefined, required: Role): boolean {
  const rank = roleRank(role);
  return rank > 0 && rank >= ROLE_RANK[required];
}

export function hasLevel(role: string | null | undefined, level: GenericLevel): boolean {
  const rank = roleRank(role);
  return rank > 0 && rank >= GENERIC_LEVEL_MIN_RANK[level];
}

export const isAdmin = (role: string | null | undefined) => hasRoleAtLeast(role, "FLEET_MANAGER");
export const isManager = (role: string | null | undefined) => hasRoleAtLeast(role, "SHOP_FOREMAN");
export const isTechnician = (role: string | null | undefined) => hasRoleAtLeast(role, "MECHANIC");
export const isFieldSupervisor = (role: string | null | undefined) =>
  hasRoleAtLeast(role, "FIELD_SUPERVISOR");
export const isInspector = (role: string | null | undefined) => hasRoleAtLeast(role, "INSPECTOR");
export const isOperator = (role: string | null | undefined) => hasRoleAtLeast(role, "OPERATOR");
