import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

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
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN_ANSWER);
  }
}
