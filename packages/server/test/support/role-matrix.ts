import { ROLES, type Role } from "@mnx/domain";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";

/** Every role, written out (not computed from the capability table under test). */
export const EVERY_ROLE: readonly Role[] = [
  "SUPER_ADMIN",
  "FLEET_MANAGER",
  "SHOP_FOREMAN",
  "FIELD_SUPERVISOR",
  "INSPECTOR",
  "MECHANIC",
  "OPERATOR",
  "VIEWER",
];

/** What every route answers a role that lacks its capability (plugins/auth.ts). */
export const FORBIDDEN_ANSWER = {
  success: false,
  error: "You do not have permission to perform this action.",
  code: "INSUFFICIENT_PERMISSIONS",
} as const;

/**
 * One cell of a permission matrix: an allowed role gets `status` and success, any other role the 403 answer.
 * The caller checks what the call changed (or did not).
 */
export function expectRoleAnswer(response: LightMyRequestResponse, allowed: boolean, status = 200): void {
  if (allowed) {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    expect(response.json().success).toBe(true);
  } else {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN_ANSWER);
  }
}

export interface RoleMatrixCase {
  route: string;
  /** The roles that may call it, written out in the test. */
  allowed: readonly Role[];
  /** The status an allowed call answers. */
  status: number;
  /**
   * Makes the call as `role`. For a write, `applied` says whether the database now holds its effect: true after
   * an allowed call, false after a refused one.
   */
  call: (role: Role) => Promise<{ response: LightMyRequestResponse; applied?: () => Promise<boolean> }>;
}

/**
 * The one role-matrix helper (STYLE.md): one test per route and role. An allowed role gets `status` with
 * `success: true` and its write applied; every other role 403 INSUFFICIENT_PERMISSIONS and nothing applied.
 * Call it inside the suite's describe, after the beforeAll that the calls rely on.
 */
export function describeRoleMatrix(cases: readonly RoleMatrixCase[]): void {
  describe.each(cases)("$route", ({ allowed, status, call }) => {
    it.each(ROLES)("%s", async (role) => {
      const { response, applied } = await call(role);
      expectRoleAnswer(response, allowed.includes(role), status);
      if (applied) expect(await applied()).toBe(allowed.includes(role));
    });
  });
}
