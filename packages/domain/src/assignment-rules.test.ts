import { describe, expect, it } from "vitest";
import { canBeAssigned, isAssignableOperator } from "./assignment-rules.js";
import { EQUIPMENT_STATUSES } from "./enums.js";
import { enumLabel } from "./labels.js";
import { equipmentNotAvailableMessage } from "./messages.js";
import { ROLES } from "./roles.js";

describe("assignment rules", () => {
  it("a machine can be assigned unless retired, out of service, down for repair or critical", () => {
    const assignable = EQUIPMENT_STATUSES.filter(canBeAssigned);
    expect(assignable).toEqual([
      "OPERATIONAL",
      "IN_SERVICE",
      "SCHEDULED_MAINTENANCE",
      "MAINTENANCE",
      "WARNING",
    ]);
  });
  it("a refused machine's message names its status", () => {
    expect(equipmentNotAvailableMessage(enumLabel("DOWN_FOR_REPAIR"))).toBe(
      "Equipment that is Down For Repair cannot be assigned",
    );
  });
  it("only an ACTIVE OPERATOR can be assigned", () => {
    expect(isAssignableOperator({ role: "OPERATOR", status: "ACTIVE" })).toBe(true);
    expect(isAssignableOperator({ role: "OPERATOR", status: "INACTIVE" })).toBe(false);
    expect(isAssignableOperator({ role: "OPERATOR", status: "SUSPENDED" })).toBe(false);
    for (const role of ROLES.filter((r) => r !== "OPERATOR")) {
      expect(isAssignableOperator({ role, status: "ACTIVE" })).toBe(false);
    }
  });
});
