import { describe, expect, it } from "vitest";
import {
  crossesBelowMinimum,
  EVENT_KINDS,
  liveTopicsOf,
  NOTIFIABLE_KINDS,
  NOTIFICATION_RULES,
  notifiableKindsFor,
  type WorkOrderChangeFacts,
  workOrderEventKind,
} from "./notification-rules.js";
import { quietHoursHold } from "./quiet-hours.js";

const change = (facts: Partial<WorkOrderChangeFacts>): WorkOrderChangeFacts => ({
  workOrderType: "REPAIR",
  isEmergency: false,
  from: "PENDING",
  to: "PENDING",
  assigneeId: null,
  previousAssigneeId: null,
  escalation: false,
  ...facts,
});

describe("the event a work-order change records", () => {
  it.each([
    ["an escalation", { from: null, escalation: true }, "ESCALATION_REPORTED"],
    ["a critical escalation", { from: null, escalation: true, isEmergency: true }, "CRITICAL_BREAKDOWN"],
    [
      "a new emergency breakdown",
      { from: null, workOrderType: "BREAKDOWN", isEmergency: true },
      "CRITICAL_BREAKDOWN",
    ],
    [
      "a new daily inspection",
      { from: null, workOrderType: "INSPECTION", to: "ASSIGNED" },
      "INSPECTION_ASSIGNED",
    ],
    ["a new assigned order", { from: null, to: "ASSIGNED", assigneeId: "m1" }, "WORK_ORDER_ASSIGNED"],
    ["a new unassigned order", { from: null }, "WORK_ORDER_CREATED"],
    [
      "an inspection with items needing attention",
      { workOrderType: "INSPECTION", from: "IN_PROGRESS", to: "WAITING_APPROVAL" },
      "INSPECTION_FAILED_ITEM",
    ],
    [
      "an inspection started",
      { workOrderType: "INSPECTION", from: "ASSIGNED", to: "IN_PROGRESS" },
      "WORK_ORDER_UPDATED",
    ],
    [
      "an inspection all OK",
      { workOrderType: "INSPECTION", from: "IN_PROGRESS", to: "COMPLETED" },
      "WORK_ORDER_UPDATED",
    ],
    [
      "completing",
      { from: "IN_PROGRESS", to: "COMPLETED", assigneeId: "m1", previousAssigneeId: "m1" },
      "WORK_ORDER_COMPLETED",
    ],
    ["assigning", { from: "PENDING", to: "ASSIGNED", assigneeId: "m1" }, "WORK_ORDER_ASSIGNED"],
    [
      "reassigning",
      { from: "ASSIGNED", to: "ASSIGNED", assigneeId: "m2", previousAssigneeId: "m1" },
      "WORK_ORDER_ASSIGNED",
    ],
    [
      "handing work in progress to another",
      { from: "IN_PROGRESS", to: "IN_PROGRESS", assigneeId: "m2", previousAssigneeId: "m1" },
      "WORK_ORDER_ASSIGNED",
    ],
    [
      "starting",
      { from: "ASSIGNED", to: "IN_PROGRESS", assigneeId: "m1", previousAssigneeId: "m1" },
      "WORK_ORDER_STATUS_CHANGED",
    ],
    [
      "unassigning",
      { from: "ASSIGNED", to: "ASSIGNED", assigneeId: null, previousAssigneeId: "m1" },
      "WORK_ORDER_UPDATED",
    ],
    [
      "an edit",
      { from: "ASSIGNED", to: "ASSIGNED", assigneeId: "m1", previousAssigneeId: "m1" },
      "WORK_ORDER_UPDATED",
    ],
  ] as const)("%s", (_name, facts, kind) => {
    expect(workOrderEventKind(change(facts))).toBe(kind);
  });
});

describe("notification rules", () => {
  it("only live-screen kinds tell nobody", () => {
    expect(EVENT_KINDS.filter((kind) => !NOTIFIABLE_KINDS.includes(kind))).toEqual([
      "WORK_ORDER_CREATED",
      "WORK_ORDER_UPDATED",
    ]);
  });

  it("the roles a rule names are in its audience, and the bell is on by default", () => {
    for (const kind of NOTIFIABLE_KINDS) {
      const rule = NOTIFICATION_RULES[kind];
      expect(
        rule?.roles.every((role) => rule.audience.includes(role)),
        kind,
      ).toBe(true);
      expect(rule?.defaults.IN_APP, kind).toBe(true);
    }
  });

  it("each role sees the kinds that can reach it", () => {
    expect(notifiableKindsFor("MECHANIC")).toEqual([
      "WORK_ORDER_ASSIGNED",
      "WORK_ORDER_STATUS_CHANGED",
      "CRITICAL_BREAKDOWN",
    ]);
    expect(notifiableKindsFor("OPERATOR")).toEqual([
      "WORK_ORDER_STATUS_CHANGED",
      "WORK_ORDER_COMPLETED",
      "INSPECTION_ASSIGNED",
      "MACHINE_UNSAFE",
      "MACHINE_BACK_IN_SERVICE",
    ]);
    expect(notifiableKindsFor("FIELD_SUPERVISOR")).toContain("INSPECTION_MISSED");
    expect(notifiableKindsFor("VIEWER")).toEqual([]);
    expect(NOTIFICATION_RULES.CRITICAL_BREAKDOWN?.critical).toBe(true);
  });

  it("a part below minimum tells the organization's shop foremen and fleet managers, and refreshes parts", () => {
    const rule = NOTIFICATION_RULES.PART_BELOW_MINIMUM;
    expect(rule?.roles).toEqual(["SHOP_FOREMAN", "FLEET_MANAGER"]);
    expect(rule?.relations).toEqual([]);
    expect(notifiableKindsFor("SHOP_FOREMAN")).toContain("PART_BELOW_MINIMUM");
    expect(notifiableKindsFor("FLEET_MANAGER")).toContain("PART_BELOW_MINIMUM");
    expect(notifiableKindsFor("MECHANIC")).not.toContain("PART_BELOW_MINIMUM");
    expect(liveTopicsOf("PART_BELOW_MINIMUM")).toEqual(["parts"]);
  });

  it("a machine unsafe to operate passes quiet hours and reaches its operator; back in service does not", () => {
    expect(NOTIFICATION_RULES.MACHINE_UNSAFE).toMatchObject({
      roles: ["SHOP_FOREMAN", "FIELD_SUPERVISOR", "FLEET_MANAGER"],
      relations: ["machineOperator"],
      critical: true,
    });
    expect(NOTIFICATION_RULES.MACHINE_BACK_IN_SERVICE).toMatchObject({
      relations: ["machineOperator"],
      critical: false,
    });
    expect(notifiableKindsFor("MECHANIC")).not.toContain("MACHINE_UNSAFE");
    expect(liveTopicsOf("MACHINE_UNSAFE")).toEqual(["work-orders"]);
  });
});

describe("a part crossing its minimum", () => {
  it.each([
    ["from above to the minimum", { before: 6, after: 5, minStock: 5 }, true],
    ["from above to below it", { before: 10, after: 2, minStock: 5 }, true],
    ["from above to below zero", { before: 6, after: -1, minStock: 5 }, true],
    ["already at the minimum, going lower", { before: 5, after: 3, minStock: 5 }, false],
    ["already below, rising but still below", { before: 2, after: 4, minStock: 5 }, false],
    ["staying above", { before: 10, after: 6, minStock: 5 }, false],
    ["no minimum kept", { before: 3, after: -2, minStock: 0 }, false],
  ] as const)("%s", (_name, crossing, crosses) => {
    expect(crossesBelowMinimum(crossing)).toBe(crosses);
  });
});

describe("quiet hours", () => {
  const night = { start: "22:00", end: "06:00", timeZone: "UTC", criticalPasses: true };
  const at = (iso: string) => new Date(iso);

  it("hold a notification until they end, across midnight", () => {
    expect(quietHoursHold(night, at("2026-03-02T23:30:00Z"), false)).toEqual(at("2026-03-03T06:00:00Z"));
    expect(quietHoursHold(night, at("2026-03-02T05:59:30Z"), false)).toEqual(at("2026-03-02T06:00:00Z"));
    expect(quietHoursHold(night, at("2026-03-02T22:00:00Z"), false)).toEqual(at("2026-03-03T06:00:00Z"));
  });

  it("let it through outside them, and with none set", () => {
    expect(quietHoursHold(night, at("2026-03-02T06:00:00Z"), false)).toBeNull();
    expect(quietHoursHold(night, at("2026-03-02T12:00:00Z"), false)).toBeNull();
    expect(
      quietHoursHold({ ...night, start: null, end: null }, at("2026-03-02T23:00:00Z"), false),
    ).toBeNull();
    expect(quietHoursHold({ ...night, end: "22:00" }, at("2026-03-02T23:00:00Z"), false)).toBeNull();
  });

  it("let a critical event through only if the person allows it", () => {
    expect(quietHoursHold(night, at("2026-03-02T23:30:00Z"), true)).toBeNull();
    expect(quietHoursHold({ ...night, criticalPasses: false }, at("2026-03-02T23:30:00Z"), true)).toEqual(
      at("2026-03-03T06:00:00Z"),
    );
  });

  it("read the clock in the person's time zone, within the same day too", () => {
    const lunch = { start: "12:00", end: "13:00", timeZone: "America/Chicago", criticalPasses: false };
    // 18:30 UTC is 12:30 in Chicago in winter (UTC-6).
    expect(quietHoursHold(lunch, at("2026-01-15T18:30:00Z"), false)).toEqual(at("2026-01-15T19:00:00Z"));
    expect(quietHoursHold(lunch, at("2026-01-15T12:30:00Z"), false)).toBeNull();
  });
});
