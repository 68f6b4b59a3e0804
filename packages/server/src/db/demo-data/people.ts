import type { Role, UserStatus } from "@mnx/domain";

export interface PersonSpec {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  phone: string;
  status?: UserStatus;
  /** The role they were added with, when a manager changed it since (their history shows the move). */
  startedAs?: Role;
}

const person = (
  email: string,
  firstName: string,
  lastName: string,
  role: Role,
  phone: string,
  status: UserStatus = "ACTIVE",
  startedAs?: Role,
): PersonSpec => ({ email, firstName, lastName, role, phone, status, ...(startedAs ? { startedAs } : {}) });

/** Summit Ridge Construction: one account per role (the demo sign-in page's choices), then the crews. */
export const SUMMIT_RIDGE_PEOPLE: readonly PersonSpec[] = [
  person("super.admin@summitridge.example", "Dana", "Whitfield", "SUPER_ADMIN", "+1 (555) 010-1001"),
  person("fleet.manager@summitridge.example", "Marcus", "Alvarez", "FLEET_MANAGER", "+1 (555) 010-1002"),
  person("shop.foreman@summitridge.example", "Ray", "Kowalski", "SHOP_FOREMAN", "+1 (555) 010-1003"),
  person("field.supervisor@summitridge.example", "Tasha", "Greene", "FIELD_SUPERVISOR", "+1 (555) 010-1004"),
  person("inspector@summitridge.example", "Priya", "Natarajan", "INSPECTOR", "+1 (555) 010-1005"),
  person("mechanic@summitridge.example", "Luis", "Ortega", "MECHANIC", "+1 (555) 010-1006"),
  person("operator@summitridge.example", "Jake", "Thornton", "OPERATOR", "+1 (555) 010-1007"),
  person("viewer@summitridge.example", "Emily", "Chen", "VIEWER", "+1 (555) 010-1008"),
  person("carlos.mendez@summitridge.example", "Carlos", "Mendez", "OPERATOR", "+1 (555) 010-1101"),
  person("brianna.walsh@summitridge.example", "Brianna", "Walsh", "OPERATOR", "+1 (555) 010-1102"),
  person("tyrone.jackson@summitridge.example", "Tyrone", "Jackson", "OPERATOR", "+1 (555) 010-1103"),
  person("hannah.olsen@summitridge.example", "Hannah", "Olsen", "OPERATOR", "+1 (555) 010-1104"),
  person("mike.sullivan@summitridge.example", "Mike", "Sullivan", "OPERATOR", "+1 (555) 010-1105"),
  person("kevin.brooks@summitridge.example", "Kevin", "Brooks", "OPERATOR", "+1 (555) 010-1106", "INACTIVE"),
  person("derek.hughes@summitridge.example", "Derek", "Hughes", "MECHANIC", "+1 (555) 010-1201"),
  person("sam.patel@summitridge.example", "Sam", "Patel", "MECHANIC", "+1 (555) 010-1202"),
  person("angela.russo@summitridge.example", "Angela", "Russo", "MECHANIC", "+1 (555) 010-1203"),
];

/**
 * Summit Ridge's office and field staff beyond the crews: no other demo builder draws on them (they hold none
 * of the crew roles, OPERATOR and MECHANIC, and are never a role's first account), and their rows use a PRNG of
 * their own, so the fleet and work orders stay the same. They make Team Management look like a real team:
 * a second super admin, promotions, an inactive and a suspended account.
 */
export const SUMMIT_RIDGE_STAFF: readonly PersonSpec[] = [
  person("nora.lindqvist@summitridge.example", "Nora", "Lindqvist", "SUPER_ADMIN", "+1 (555) 010-1301"),
  person(
    "grant.holloway@summitridge.example",
    "Grant",
    "Holloway",
    "FLEET_MANAGER",
    "+1 (555) 010-1302",
    "ACTIVE",
    "FIELD_SUPERVISOR",
  ),
  person(
    "elena.vasquez@summitridge.example",
    "Elena",
    "Vasquez",
    "FIELD_SUPERVISOR",
    "+1 (555) 010-1303",
    "ACTIVE",
    "OPERATOR",
  ),
  person("omar.haddad@summitridge.example", "Omar", "Haddad", "FIELD_SUPERVISOR", "+1 (555) 010-1304"),
  person(
    "frank.doyle@summitridge.example",
    "Frank",
    "Doyle",
    "FIELD_SUPERVISOR",
    "+1 (555) 010-1305",
    "INACTIVE",
  ),
  person("rachel.kim@summitridge.example", "Rachel", "Kim", "INSPECTOR", "+1 (555) 010-1306"),
  person("tom.becker@summitridge.example", "Tom", "Becker", "VIEWER", "+1 (555) 010-1307"),
  person("linda.park@summitridge.example", "Linda", "Park", "VIEWER", "+1 (555) 010-1308", "SUSPENDED"),
];

/** Northwind Paving: a second, smaller organization that proves one tenant never sees another's data. */
export const NORTHWIND_PEOPLE: readonly PersonSpec[] = [
  person("super.admin@northwind.example", "Olivia", "Hart", "SUPER_ADMIN", "+1 (555) 020-2001"),
  person("fleet.manager@northwind.example", "Ben", "Larsen", "FLEET_MANAGER", "+1 (555) 020-2002"),
  person("shop.foreman@northwind.example", "Gus", "Novak", "SHOP_FOREMAN", "+1 (555) 020-2003"),
  person("field.supervisor@northwind.example", "Renee", "Dubois", "FIELD_SUPERVISOR", "+1 (555) 020-2004"),
  person("inspector@northwind.example", "Kenji", "Watanabe", "INSPECTOR", "+1 (555) 020-2005"),
  person("mechanic@northwind.example", "Marta", "Silva", "MECHANIC", "+1 (555) 020-2006"),
  person("operator@northwind.example", "Dylan", "Price", "OPERATOR", "+1 (555) 020-2007"),
  person("viewer@northwind.example", "Grace", "Kim", "VIEWER", "+1 (555) 020-2008"),
];
