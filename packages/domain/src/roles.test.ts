import { describe, expect, it } from "vitest";
import {
  GENERIC_LEVELS,
  hasLevel,
  hasRoleAtLeast,
  isAdmin,
  isFieldSupervisor,
  isInspector,
  isManager,
  isOperator,
  isRole,
  isTechnician,
  ROLES,
  roleRank,
} from "./roles.js";

describe("ranks (part 1, 6)", () => {
  it.each([
    ["SUPER_ADMIN", 8],
    ["FLEET_MANAGER", 7],
    ["SHOP_FOREMAN", 6],
    ["FIELD_SUPERVISOR", 5],
    ["INSPECTOR", 4],
    ["MECHANIC", 3],
    ["OPERATOR", 2],
    ["VIEWER", 1],
  ])("%s ranks %i", (role, rank) => {
    expect(roleRank(role)).toBe(rank);
  });

  it("lists exactly the eight roles", () => {
    expect([...ROLES].sort()).toEqual([
      "FIELD_SUPERVISOR",
      "FLEET_MANAGER",
      "INSPECTOR",
      "MECHANIC",
      "OPERATOR",
      "SHOP_FOREMAN",
      "SUPER_ADMIN",
      "VIEWER",
    ]);
  });

  it("an unknown role ranks 0, and so does no role", () => {
    expect(roleRank("ADMIN")).toBe(0);
    expect(roleRank("super_admin")).toBe(0);
    expect(roleRank("")).toBe(0);
    expect(roleRank(null)).toBe(0);
    expect(roleRank(undefined)).toBe(0);
    expect(isRole("MANAGER")).toBe(false);
    expect(isRole("VIEWER")).toBe(true);
  });

  it("a role holds every role at or below its rank", () => {
    expect(hasRoleAtLeast("SHOP_FOREMAN", "SHOP_FOREMAN")).toBe(true);
    expect(hasRoleAtLeast("SHOP_FOREMAN", "FIELD_SUPERVISOR")).toBe(true);
    expect(hasRoleAtLeast("SHOP_FOREMAN", "FLEET_MANAGER")).toBe(false);
    expect(hasRoleAtLeast("VIEWER", "VIEWER")).toBe(true);
    expect(hasRoleAtLeast("UNKNOWN", "VIEWER")).toBe(false);
  });

  it("with no user every check is false", () => {
    for (const check of [isAdmin, isManager, isTechnician, isFieldSupervisor, isInspector, isOperator]) {
      expect(check(null)).toBe(false);
      expect(check(undefined)).toBe(false);
      expect(check("NOT_A_ROLE")).toBe(false);
    }
    for (const role of ROLES) expect(hasRoleAtLeast(undefined, role)).toBe(false);
    for (const level of GENERIC_LEVELS) expect(hasLevel(null, level)).toBe(false);
  });
});

describe("helper checks", () => {
  const holders = (check: (role: string) => boolean) => ROLES.filter((role) => check(role)).sort();
  it.each([
    ["isAdmin", isAdmin, ["FLEET_MANAGER", "SUPER_ADMIN"]],
    ["isManager", isManager, ["FLEET_MANAGER", "SHOP_FOREMAN", "SUPER_ADMIN"]],
    [
      "isFieldSupervisor",
      isFieldSupervisor,
      ["FIELD_SUPERVISOR", "FLEET_MANAGER", "SHOP_FOREMAN", "SUPER_ADMIN"],
    ],
    [
      "isInspector",
      isInspector,
      ["FIELD_SUPERVISOR", "FLEET_MANAGER", "INSPECTOR", "SHOP_FOREMAN", "SUPER_ADMIN"],
    ],
    [
      "isTechnician",
      isTechnician,
      ["FIELD_SUPERVISOR", "FLEET_MANAGER", "INSPECTOR", "MECHANIC", "SHOP_FOREMAN", "SUPER_ADMIN"],
    ],
    [
      "isOperator",
      isOperator,
      [
        "FIELD_SUPERVISOR",
        "FLEET_MANAGER",
        "INSPECTOR",
        "MECHANIC",
        "OPERATOR",
        "SHOP_FOREMAN",
        "SUPER_ADMIN",
      ],
    ],
  ] as const)("%s", (_name, check, expected) => {
    expect(holders(check)).toEqual([...expected]);
  });
});

describe("generic levels (DECISIONS.md: ADMIN >= 7, MANAGER >= 6, TECHNICIAN >= 3)", () => {
  const expected: Record<string, string[]> = {
    SUPER_ADMIN: ["SUPER_ADMIN"],
    ADMIN: ["FLEET_MANAGER", "SUPER_ADMIN"],
    MANAGER: ["FLEET_MANAGER", "SHOP_FOREMAN", "SUPER_ADMIN"],
    TECHNICIAN: ["FIELD_SUPERVISOR", "FLEET_MANAGER", "INSPECTOR", "MECHANIC", "SHOP_FOREMAN", "SUPER_ADMIN"],
    VIEWER: [...ROLES].sort(),
  };
  it.each(GENERIC_LEVELS.map((level) => [level]))("%s", (level) => {
    expect(ROLES.filter((role) => hasLevel(role, level)).sort()).toEqual(expected[level]);
  });
  it("lists the five levels", () => {
    expect(GENERIC_LEVELS).toEqual(["SUPER_ADMIN", "ADMIN", "MANAGER", "TECHNICIAN", "VIEWER"]);
  });
});
