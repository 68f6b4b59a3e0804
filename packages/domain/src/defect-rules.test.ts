import { describe, expect, it } from "vitest";
import {
  allowedDefectTransitions,
  canTransitionDefect,
  DEFECT_MESSAGES,
  DEFECT_STATUSES,
  type DefectStatus,
  unsafeToOperateReason,
} from "./defect-rules.js";
import {
  CRITICAL_INSPECTION_ITEMS,
  INSPECTION_CHECKLIST,
  isCriticalInspectionItem,
} from "./inspection-checklist.js";
import { ROLES } from "./roles.js";
import { defectListQuerySchema, defectStatusChangeSchema } from "./schemas/defect.js";

describe("the defect state machine", () => {
  it("a mechanic and a foreman repair and certify; an operator acknowledges; nobody else moves a defect", () => {
    const mechanic: Record<DefectStatus, DefectStatus[]> = {
      OPEN: ["REPAIR_IN_PROGRESS", "REPAIRED", "NO_CORRECTION_NEEDED"],
      REPAIR_IN_PROGRESS: ["REPAIRED", "NO_CORRECTION_NEEDED"],
      REPAIRED: ["REPAIR_IN_PROGRESS", "CERTIFIED"],
      CERTIFIED: [],
      ACKNOWLEDGED: [],
      NO_CORRECTION_NEEDED: [],
    };
    for (const role of ROLES) {
      for (const from of DEFECT_STATUSES) {
        const expected =
          role === "MECHANIC" || role === "SHOP_FOREMAN"
            ? mechanic[from]
            : role === "OPERATOR" && from === "CERTIFIED"
              ? ["ACKNOWLEDGED"]
              : [];
        expect(allowedDefectTransitions(from, role), `${role} from ${from}`).toEqual(expected);
      }
    }
  });

  it("acknowledging a defect not yet certified is 409 DEFECT_NOT_CERTIFIED; a role not allowed is 403", () => {
    expect(canTransitionDefect("REPAIRED", "ACKNOWLEDGED", "OPERATOR")).toEqual({
      ok: false,
      code: "DEFECT_NOT_CERTIFIED",
      status: 409,
      message: DEFECT_MESSAGES.notCertified,
    });
    expect(canTransitionDefect("REPAIRED", "CERTIFIED", "OPERATOR")).toMatchObject({
      code: "INSUFFICIENT_PERMISSIONS",
      status: 403,
    });
    expect(canTransitionDefect("REPAIRED", "CERTIFIED", "FLEET_MANAGER")).toMatchObject({ status: 403 });
    expect(canTransitionDefect("ACKNOWLEDGED", "CERTIFIED", "MECHANIC")).toMatchObject({
      code: "INVALID_DEFECT_TRANSITION",
      message: "A defect cannot move from acknowledged to certified.",
    });
    expect(canTransitionDefect("CERTIFIED", "CERTIFIED", "MECHANIC")).toMatchObject({
      message: "The defect is already certified.",
    });
    expect(canTransitionDefect("REPAIRED", "CERTIFIED", null)).toMatchObject({ ok: false, status: 403 });
  });
});

describe("defect input", () => {
  it("no correction needed needs a reason", () => {
    const refused = defectStatusChangeSchema.safeParse({ status: "NO_CORRECTION_NEEDED", note: "  " });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ["note"],
      message: DEFECT_MESSAGES.reasonRequired,
    });
    expect(
      defectStatusChangeSchema.parse({ status: "NO_CORRECTION_NEEDED", note: " Gauge misread " }),
    ).toEqual({
      status: "NO_CORRECTION_NEEDED",
      note: "Gauge misread",
    });
    expect(defectStatusChangeSchema.safeParse({ status: "OPEN" }).error?.issues[0]?.message).toBe(
      DEFECT_MESSAGES.statusRequired,
    );
  });

  it("the list filters read 'open' and 'unsafe' as their statuses", () => {
    expect(defectListQuerySchema.parse({ status: "unsafe", critical: "true" })).toMatchObject({
      status: ["OPEN", "REPAIR_IN_PROGRESS", "REPAIRED"],
      critical: true,
      page: 1,
      limit: 20,
    });
  });
});

describe("critical items and the unsafe reason", () => {
  it("eight of the sixteen items are critical, each a real checklist item", () => {
    expect(CRITICAL_INSPECTION_ITEMS).toHaveLength(8);
    expect(INSPECTION_CHECKLIST.filter(isCriticalInspectionItem)).toHaveLength(8);
    expect(isCriticalInspectionItem({ category: "Operational Systems", item: "Steering" })).toBe(true);
    expect(isCriticalInspectionItem({ category: "Engine & Fluids", item: "Coolant" })).toBe(false);
  });

  it("names the defects that make a machine unsafe", () => {
    expect(unsafeToOperateReason(0, [])).toBeNull();
    expect(unsafeToOperateReason(1, ["Steering"])).toBe("Open critical defect: Steering");
    expect(unsafeToOperateReason(2, ["Steering", "Tires/Tracks"])).toBe(
      "2 open critical defects: Steering, Tires/Tracks",
    );
    expect(unsafeToOperateReason(5, ["A", "B", "C"])).toBe("5 open critical defects: A, B, C, ...");
  });
});
