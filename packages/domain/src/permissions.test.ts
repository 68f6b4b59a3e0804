import { describe, expect, it } from "vitest";
import { CAPABILITY_NAMES, type Capability, can, rolesWith } from "./permissions.js";
import { ROLES, type Role } from "./roles.js";

const ALL: Role[] = [...ROLES];
const but = (...excluded: Role[]) => ALL.filter((role) => !excluded.includes(role));
const MANAGERS: Role[] = ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN"];

/** The expected holders of every capability, written out (not computed from the table under test). */
const EXPECTED: Record<Capability, Role[]> = {
  "dashboard.workOrdersCard": [
    "SUPER_ADMIN",
    "FLEET_MANAGER",
    "SHOP_FOREMAN",
    "FIELD_SUPERVISOR",
    "INSPECTOR",
    "MECHANIC",
  ],
  "dashboard.operator": ["OPERATOR"],
  "dashboard.mechanic": ["SHOP_FOREMAN", "MECHANIC"],
  "dashboard.foremanTools": ["SHOP_FOREMAN"],
  "dashboard.fieldSupervisor": ["FIELD_SUPERVISOR"],
  "equipment.view": ALL,
  "equipment.create": MANAGERS,
  "equipment.update": MANAGERS,
  "equipment.delete": MANAGERS,
  "equipment.assignmentsTab": ["FLEET_MANAGER", "SHOP_FOREMAN", "FIELD_SUPERVISOR", "OPERATOR"],
  "assignments.card": ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN"],
  "assignments.view": ALL,
  "assignments.viewAll": but("OPERATOR"),
  "equipment.viewAll": but("OPERATOR"),
  "assignments.create": ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN", "FIELD_SUPERVISOR"],
  "assignments.end": ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN"],
  "workOrders.view": ALL,
  "workOrders.viewAll": but("OPERATOR", "MECHANIC"),
  "workOrders.create": ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN", "FIELD_SUPERVISOR"],
  "workOrders.edit": ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN"],
  "workOrders.updateStatus": ["SHOP_FOREMAN", "MECHANIC", "OPERATOR"],
  "workOrders.startComplete": ["SHOP_FOREMAN", "MECHANIC"],
  "workOrders.assign": MANAGERS,
  "workOrders.cancel": MANAGERS,
  "workOrders.bulkStatus": MANAGERS,
  "workOrders.reopen": ["SHOP_FOREMAN"],
  "workOrders.escalate": but("VIEWER"),
  "photos.attach": but("VIEWER"),
  "tasks.newTask": MANAGERS,
  "tasks.assignedSubtitle": but("OPERATOR", "VIEWER"),
  "inspections.perform": ["OPERATOR"],
  "inspections.assign": ["SHOP_FOREMAN", "FIELD_SUPERVISOR"],
  "maintenance.createDue": ["SHOP_FOREMAN"],
  "defects.view": ALL,
  "defects.listPage": ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN"],
  "defects.createWorkOrder": ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN"],
  "defects.repair": ["MECHANIC", "SHOP_FOREMAN"],
  "defects.certify": ["MECHANIC", "SHOP_FOREMAN"],
  "defects.acknowledge": ["OPERATOR"],
  "checklists.view": ALL,
  "checklists.manage": MANAGERS,
  "signatures.view": ALL,
  "records.inspectionReport": ALL,
  "records.machineInspections": ALL,
  "records.export": ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN"],
  "periodicInspections.manage": MANAGERS,
  "periodicInspections.perform": ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN", "INSPECTOR", "MECHANIC"],
  "dashboard.inspector": ["INSPECTOR"],
  "maintenancePlans.manage": MANAGERS,
  "machineAlerts.view": ALL,
  "machineAlerts.list": ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN"],
  "machineAlerts.resolve": ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN", "MECHANIC"],
  "machineAlerts.createWorkOrder": ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN"],
  "meters.record": MANAGERS,
  "meters.review": MANAGERS,
  "meters.import": MANAGERS,
  "parts.view": ALL,
  "parts.viewCosts": but("OPERATOR"),
  "parts.manage": MANAGERS,
  "parts.use": [...MANAGERS, "MECHANIC"],
  "parts.move": [...MANAGERS, "MECHANIC"],
  "costs.view": but("OPERATOR"),
  "labour.record": [...MANAGERS, "MECHANIC"],
  "labour.rates": MANAGERS,
  "reports.view": MANAGERS,
  "users.list": ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN", "FIELD_SUPERVISOR"],
  "users.manage": ["SUPER_ADMIN", "FLEET_MANAGER"],
  "organization.settings": ["SUPER_ADMIN", "FLEET_MANAGER"],
  "notifications.view": ALL,
  "webhooks.manage": ["SUPER_ADMIN"],
  "telematics.manage": ["SUPER_ADMIN", "FLEET_MANAGER"],
  "users.manageSuperAdmins": ["SUPER_ADMIN"],
  "dev.tools": ["SUPER_ADMIN"],
};

describe("capability table", () => {
  it("has exactly the expected capabilities", () => {
    expect([...CAPABILITY_NAMES].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const capability of Object.keys(EXPECTED) as Capability[]) {
    describe(capability, () => {
      it.each(ALL.map((role) => [role]))("%s", (role) => {
        expect(can(role, capability)).toBe(EXPECTED[capability].includes(role));
      });
      it("rolesWith lists the holders in rank order", () => {
        expect(rolesWith(capability)).toEqual(ALL.filter((role) => EXPECTED[capability].includes(role)));
      });
    });
  }

  it("no user and unknown roles hold nothing", () => {
    for (const capability of CAPABILITY_NAMES) {
      expect(can(null, capability)).toBe(false);
      expect(can(undefined, capability)).toBe(false);
      expect(can("ADMIN", capability)).toBe(false);
      expect(can("MANAGER", capability)).toBe(false);
    }
  });
});
