import { describe, expect, it } from "vitest";
import type { UserStatus } from "./enums.js";
import type { UserRefusal } from "./messages.js";
import { ROLES, type Role } from "./roles.js";
import {
  allowedUserChanges,
  endsSessions,
  grantableRoles,
  type TeamManager,
  type TeamMember,
  type UserChange,
  userChangeRefusal,
  userCreateRefusal,
} from "./team-rules.js";

const ALL_BUT_SUPER_ADMIN: Role[] = [
  "FLEET_MANAGER",
  "SHOP_FOREMAN",
  "FIELD_SUPERVISOR",
  "INSPECTOR",
  "MECHANIC",
  "OPERATOR",
  "VIEWER",
];
const NON_MANAGERS: Role[] = [
  "SHOP_FOREMAN",
  "FIELD_SUPERVISOR",
  "INSPECTOR",
  "MECHANIC",
  "OPERATOR",
  "VIEWER",
];

describe("grantableRoles: the roles each role may give", () => {
  it.each<[Role, Role[]]>([
    ["SUPER_ADMIN", [...ROLES]],
    ["FLEET_MANAGER", ALL_BUT_SUPER_ADMIN],
    ["SHOP_FOREMAN", []],
    ["FIELD_SUPERVISOR", []],
    ["INSPECTOR", []],
    ["MECHANIC", []],
    ["OPERATOR", []],
    ["VIEWER", []],
  ])("%s", (role, expected) => {
    expect(grantableRoles(role)).toEqual(expected);
  });
  it("no user and unknown roles give nothing", () => {
    expect(grantableRoles(null)).toEqual([]);
    expect(grantableRoles("ADMIN")).toEqual([]);
  });
});

const ME = "me";
const THEM = "them";
const manager = (role: Role, status: UserStatus = "ACTIVE"): TeamManager => ({ id: ME, role, status });

describe("userCreateRefusal: who may add someone with which role", () => {
  it.each<[string, TeamManager, Role, UserRefusal | null]>([
    ["a super admin adds a super admin", manager("SUPER_ADMIN"), "SUPER_ADMIN", null],
    ["a super admin adds an operator", manager("SUPER_ADMIN"), "OPERATOR", null],
    ["a fleet manager adds a fleet manager", manager("FLEET_MANAGER"), "FLEET_MANAGER", null],
    ["a fleet manager adds a mechanic", manager("FLEET_MANAGER"), "MECHANIC", null],
    [
      "a fleet manager may not add a super admin",
      manager("FLEET_MANAGER"),
      "SUPER_ADMIN",
      "SUPER_ADMIN_REQUIRED",
    ],
    ["a shop foreman adds nobody", manager("SHOP_FOREMAN"), "OPERATOR", "INSUFFICIENT_PERMISSIONS"],
    ["a viewer adds nobody", manager("VIEWER"), "VIEWER", "INSUFFICIENT_PERMISSIONS"],
    [
      "an inactive super admin adds nobody",
      manager("SUPER_ADMIN", "INACTIVE"),
      "OPERATOR",
      "INSUFFICIENT_PERMISSIONS",
    ],
  ])("%s", (_name, who, role, expected) => {
    expect(userCreateRefusal(who, role)).toBe(expected);
  });
});

const sa = manager("SUPER_ADMIN");
const fm = manager("FLEET_MANAGER");
const them = (role: Role, status: UserStatus = "ACTIVE"): TeamMember => ({ id: THEM, role, status });
const SELF = "self" as const;

/** [case, manager, person changed (or the manager themselves), change, active super admins, refusal]. */
type ChangeCase = [string, TeamManager, TeamMember | typeof SELF, UserChange, number, UserRefusal | null];

const CASES: ChangeCase[] = [
  // Super admins
  ["SA makes a mechanic a super admin", sa, them("MECHANIC"), { role: "SUPER_ADMIN" }, 1, null],
  ["SA demotes another SA, two active", sa, them("SUPER_ADMIN"), { role: "FLEET_MANAGER" }, 2, null],
  ["SA deactivates another SA, two active", sa, them("SUPER_ADMIN"), { status: "INACTIVE" }, 2, null],
  ["SA demotes the last active SA", sa, them("SUPER_ADMIN"), { role: "OPERATOR" }, 1, "LAST_SUPER_ADMIN"],
  ["SA suspends the last active SA", sa, them("SUPER_ADMIN"), { status: "SUSPENDED" }, 1, "LAST_SUPER_ADMIN"],
  ["SA keeps the last SA a super admin", sa, them("SUPER_ADMIN"), { role: "SUPER_ADMIN" }, 1, null],
  ["SA demotes an inactive SA", sa, them("SUPER_ADMIN", "INACTIVE"), { role: "VIEWER" }, 1, null],
  ["SA reactivates an inactive SA", sa, them("SUPER_ADMIN", "INACTIVE"), { status: "ACTIVE" }, 1, null],
  ["SA changes their own role", sa, SELF, { role: "FLEET_MANAGER" }, 3, "OWN_ACCOUNT_CHANGE"],
  ["SA deactivates themselves", sa, SELF, { status: "INACTIVE" }, 3, "OWN_ACCOUNT_CHANGE"],
  ["SA demotes a fleet manager", sa, them("FLEET_MANAGER"), { role: "SHOP_FOREMAN" }, 1, null],
  // Fleet managers
  ["FM makes an operator a mechanic", fm, them("OPERATOR"), { role: "MECHANIC" }, 1, null],
  ["FM makes an operator a fleet manager", fm, them("OPERATOR"), { role: "FLEET_MANAGER" }, 1, null],
  ["FM changes another fleet manager", fm, them("FLEET_MANAGER"), { role: "VIEWER" }, 1, null],
  ["FM deactivates a mechanic", fm, them("MECHANIC"), { status: "INACTIVE" }, 1, null],
  ["FM reactivates a suspended viewer", fm, them("VIEWER", "SUSPENDED"), { status: "ACTIVE" }, 1, null],
  ["FM makes a super admin", fm, them("MECHANIC"), { role: "SUPER_ADMIN" }, 1, "SUPER_ADMIN_REQUIRED"],
  ["FM demotes a super admin", fm, them("SUPER_ADMIN"), { role: "VIEWER" }, 2, "SUPER_ADMIN_REQUIRED"],
  [
    "FM deactivates a super admin",
    fm,
    them("SUPER_ADMIN"),
    { status: "INACTIVE" },
    2,
    "SUPER_ADMIN_REQUIRED",
  ],
  [
    "FM reactivates a super admin",
    fm,
    them("SUPER_ADMIN", "INACTIVE"),
    { status: "ACTIVE" },
    1,
    "SUPER_ADMIN_REQUIRED",
  ],
  ["FM demotes the last super admin", fm, them("SUPER_ADMIN"), { role: "VIEWER" }, 1, "LAST_SUPER_ADMIN"],
  ["FM changes their own role", fm, SELF, { role: "OPERATOR" }, 1, "OWN_ACCOUNT_CHANGE"],
  ["FM deactivates themselves", fm, SELF, { status: "INACTIVE" }, 1, "OWN_ACCOUNT_CHANGE"],
  // A manager who lost the right meanwhile (the server reads them under lock)
  [
    "an inactive FM",
    manager("FLEET_MANAGER", "INACTIVE"),
    them("OPERATOR"),
    { role: "MECHANIC" },
    1,
    "INSUFFICIENT_PERMISSIONS",
  ],
  [
    "an SA demoted to FM meanwhile, demoting the last one",
    fm,
    them("SUPER_ADMIN"),
    { role: "FLEET_MANAGER" },
    1,
    "LAST_SUPER_ADMIN",
  ],
  // Everyone else
  ...NON_MANAGERS.flatMap((role): ChangeCase[] => [
    [
      `${role} changes a role`,
      manager(role),
      them("OPERATOR"),
      { role: "MECHANIC" },
      1,
      "INSUFFICIENT_PERMISSIONS",
    ],
    [
      `${role} deactivates someone`,
      manager(role),
      them("VIEWER"),
      { status: "INACTIVE" },
      1,
      "INSUFFICIENT_PERMISSIONS",
    ],
    [
      `${role} promotes themselves`,
      manager(role),
      SELF,
      { role: "SUPER_ADMIN" },
      1,
      "INSUFFICIENT_PERMISSIONS",
    ],
  ]),
];

describe("userChangeRefusal: who may change whom", () => {
  it.each(CASES)("%s", (_name, by, target, change, activeSuperAdmins, expected) => {
    const member = target === SELF ? { ...by } : target;
    expect(userChangeRefusal(by, member, change, activeSuperAdmins)).toBe(expected);
  });
});

describe("allowedUserChanges: what a row offers", () => {
  it("a fleet manager may change a mechanic to any role but super admin, and toggle them", () => {
    const allowed = allowedUserChanges(manager("FLEET_MANAGER"), {
      id: THEM,
      role: "MECHANIC",
      status: "ACTIVE",
    });
    expect(allowed).toEqual({ roles: ALL_BUT_SUPER_ADMIN, status: true, refusal: null });
  });
  it("nothing on a super admin's row for a fleet manager, nor on one's own row", () => {
    expect(
      allowedUserChanges(manager("FLEET_MANAGER"), { id: THEM, role: "SUPER_ADMIN", status: "ACTIVE" }),
    ).toEqual({ roles: [], status: false, refusal: "SUPER_ADMIN_REQUIRED" });
    expect(
      allowedUserChanges(manager("SUPER_ADMIN"), { id: ME, role: "SUPER_ADMIN", status: "ACTIVE" }),
    ).toEqual({
      roles: [],
      status: false,
      refusal: "OWN_ACCOUNT_CHANGE",
    });
  });
});

describe("endsSessions", () => {
  it.each<[UserChange, boolean]>([
    [{ status: "INACTIVE" }, true],
    [{ status: "SUSPENDED" }, true],
    [{ status: "ACTIVE" }, false],
    [{ role: "VIEWER" }, false],
  ])("%o -> %s", (change, expected) => {
    expect(endsSessions(change)).toBe(expected);
  });
});
