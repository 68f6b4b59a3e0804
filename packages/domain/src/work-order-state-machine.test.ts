import { describe, expect, it } from "vitest";
import { WORK_ORDER_STATUSES, type WorkOrderStatus } from "./enums.js";
import { ROLES, type Role } from "./roles.js";
import {
  allowedTransitions,
  canCompleteWork,
  canStartWork,
  canTransition,
  NOT_ASSIGNED_STATUS_MESSAGE,
} from "./work-order-state-machine.js";

type Table = Record<WorkOrderStatus, WorkOrderStatus[]>;
const NONE: Table = {
  PENDING: [],
  ASSIGNED: [],
  IN_PROGRESS: [],
  WAITING_PARTS: [],
  WAITING_APPROVAL: [],
  COMPLETED: [],
  CANCELLED: [],
  ON_HOLD: [],
};
const ADMIN_LIKE: Table = {
  PENDING: ["ASSIGNED", "CANCELLED"],
  ASSIGNED: ["CANCELLED"],
  IN_PROGRESS: ["CANCELLED"],
  WAITING_PARTS: ["CANCELLED"],
  WAITING_APPROVAL: ["COMPLETED", "CANCELLED"],
  COMPLETED: [],
  CANCELLED: [],
  ON_HOLD: ["ASSIGNED", "CANCELLED"],
};

/** Every allowed move per role, written out; everything not listed must be refused. */
const EXPECTED: Record<Role, Table> = {
  SUPER_ADMIN: ADMIN_LIKE,
  FLEET_MANAGER: ADMIN_LIKE,
  SHOP_FOREMAN: {
    PENDING: ["ASSIGNED", "CANCELLED"],
    ASSIGNED: ["IN_PROGRESS", "CANCELLED"],
    IN_PROGRESS: ["WAITING_PARTS", "WAITING_APPROVAL", "COMPLETED", "CANCELLED", "ON_HOLD"],
    WAITING_PARTS: ["IN_PROGRESS", "CANCELLED"],
    WAITING_APPROVAL: ["IN_PROGRESS", "COMPLETED", "CANCELLED"],
    COMPLETED: ["PENDING", "ASSIGNED"],
    CANCELLED: ["PENDING", "ASSIGNED"],
    ON_HOLD: ["ASSIGNED", "IN_PROGRESS", "CANCELLED"],
  },
  MECHANIC: {
    ...NONE,
    ASSIGNED: ["IN_PROGRESS"],
    IN_PROGRESS: ["WAITING_PARTS", "WAITING_APPROVAL", "COMPLETED", "ON_HOLD"],
    WAITING_PARTS: ["IN_PROGRESS"],
    WAITING_APPROVAL: ["IN_PROGRESS"],
    ON_HOLD: ["IN_PROGRESS"],
  },
  OPERATOR: {
    ...NONE,
    ASSIGNED: ["IN_PROGRESS"],
    IN_PROGRESS: ["WAITING_PARTS", "WAITING_APPROVAL", "COMPLETED"],
    WAITING_PARTS: ["IN_PROGRESS"],
    WAITING_APPROVAL: ["IN_PROGRESS"],
    ON_HOLD: ["IN_PROGRESS"],
  },
  FIELD_SUPERVISOR: NONE,
  INSPECTOR: NONE,
  VIEWER: NONE,
};

describe("every move, every role", () => {
  for (const role of ROLES) {
    describe(role, () => {
      for (const from of WORK_ORDER_STATUSES) {
        it(`from ${from}`, () => {
          const allowed = EXPECTED[role][from];
          for (const to of WORK_ORDER_STATUSES) {
            const result = canTransition(from, to, role);
            expect({ to, ok: result.ok }).toEqual({ to, ok: allowed.includes(to) });
            if (!result.ok)
              expect(["INVALID_STATUS_TRANSITION", "NOT_ASSIGNED_STATUS"]).toContain(result.code);
          }
          expect([...allowedTransitions(from, role)].sort()).toEqual([...allowed].sort());
        });
      }
    });
  }
});

describe("refusals", () => {
  it("an operator can never cancel", () => {
    for (const from of WORK_ORDER_STATUSES) {
      expect(canTransition(from, "CANCELLED", "OPERATOR").ok).toBe(false);
    }
    expect(canTransition("IN_PROGRESS", "CANCELLED", "OPERATOR")).toMatchObject({
      ok: false,
      code: "INVALID_STATUS_TRANSITION",
    });
  });
  it("a mechanic cannot cancel either; a foreman can", () => {
    expect(canTransition("ASSIGNED", "CANCELLED", "MECHANIC").ok).toBe(false);
    expect(canTransition("ASSIGNED", "CANCELLED", "SHOP_FOREMAN").ok).toBe(true);
  });
  it("Start Work from PENDING gives the spec's message", () => {
    expect(canTransition("PENDING", "IN_PROGRESS", "MECHANIC")).toEqual({
      ok: false,
      code: "NOT_ASSIGNED_STATUS",
      message: "This work order is not in the assigned status.",
    });
    expect(NOT_ASSIGNED_STATUS_MESSAGE).toBe("This work order is not in the assigned status.");
    for (const from of ["COMPLETED", "CANCELLED"] as const) {
      expect(canTransition(from, "IN_PROGRESS", "SHOP_FOREMAN")).toMatchObject({
        code: "NOT_ASSIGNED_STATUS",
      });
    }
  });
  it("a same-status change is refused", () => {
    for (const status of WORK_ORDER_STATUSES) {
      expect(canTransition(status, status, "SHOP_FOREMAN")).toMatchObject({
        ok: false,
        code: "INVALID_STATUS_TRANSITION",
      });
    }
  });
  it("completed and cancelled are terminal except for a shop foreman reopening", () => {
    for (const role of ROLES.filter((r) => r !== "SHOP_FOREMAN")) {
      expect(allowedTransitions("COMPLETED", role)).toEqual([]);
      expect(allowedTransitions("CANCELLED", role)).toEqual([]);
    }
    expect(canTransition("COMPLETED", "IN_PROGRESS", "SHOP_FOREMAN").ok).toBe(false);
  });
  it("no role, or an unknown one, may move anything", () => {
    for (const from of WORK_ORDER_STATUSES) {
      expect(allowedTransitions(from, null)).toEqual([]);
      expect(allowedTransitions(from, "ADMIN")).toEqual([]);
    }
  });
  it("refusals explain themselves", () => {
    expect(canTransition("PENDING", "COMPLETED", "SHOP_FOREMAN")).toEqual({
      ok: false,
      code: "INVALID_STATUS_TRANSITION",
      message: "A work order cannot move from pending to completed.",
    });
    expect(canTransition("IN_PROGRESS", "ON_HOLD", "OPERATOR")).toEqual({
      ok: false,
      code: "INVALID_STATUS_TRANSITION",
      message: "Your role cannot move a work order from in progress to on hold.",
    });
    expect(canTransition("ASSIGNED", "ASSIGNED", "MECHANIC")).toEqual({
      ok: false,
      code: "INVALID_STATUS_TRANSITION",
      message: "The work order is already assigned.",
    });
  });
});

describe("Start Work and Complete Work actions", () => {
  it("Start Work only from ASSIGNED, by a mechanic or a foreman", () => {
    expect(canStartWork("ASSIGNED", "MECHANIC")).toEqual({ ok: true });
    expect(canStartWork("ASSIGNED", "SHOP_FOREMAN")).toEqual({ ok: true });
    for (const from of WORK_ORDER_STATUSES.filter((s) => s !== "ASSIGNED")) {
      expect(canStartWork(from, "MECHANIC")).toEqual({
        ok: false,
        code: "NOT_ASSIGNED_STATUS",
        message: "This work order is not in the assigned status.",
      });
    }
    expect(canStartWork("ASSIGNED", "OPERATOR")).toMatchObject({
      ok: false,
      code: "INVALID_STATUS_TRANSITION",
    });
    expect(canStartWork("ASSIGNED", "FLEET_MANAGER").ok).toBe(false);
  });
  it("Complete Work only from IN_PROGRESS, by a mechanic or a foreman", () => {
    expect(canCompleteWork("IN_PROGRESS", "MECHANIC")).toEqual({ ok: true });
    for (const from of WORK_ORDER_STATUSES.filter((s) => s !== "IN_PROGRESS")) {
      expect(canCompleteWork(from, "SHOP_FOREMAN")).toMatchObject({
        ok: false,
        code: "INVALID_STATUS_TRANSITION",
      });
    }
    expect(canCompleteWork("IN_PROGRESS", "VIEWER").ok).toBe(false);
  });
});
