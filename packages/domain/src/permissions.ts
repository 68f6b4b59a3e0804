import { hasLevel, isRole, ROLES, type Role } from "./roles.js";

type RoleRule = readonly Role[] | ((role: Role) => boolean);

const atLevel =
  (level: Parameters<typeof hasLevel>[1]) =>
  (role: Role): boolean =>
    hasLevel(role, level);
const everyone = ROLES;

/**
 * The one permission table (DECISIONS.md "Roles and permissions"). The server enforces it on every call;
 * the web app asks it what to show. Generic levels (ADMIN, MANAGER, TECHNICIAN) map to ranks in roles.ts.
 */
export const CAPABILITIES = {
  // Generic dashboard cards (part 1, 6)
  "dashboard.workOrdersCard": (role: Role) => hasLevel(role, "TECHNICIAN") || role === "SUPER_ADMIN",
  "dashboard.operator": ["OPERATOR"],
  "dashboard.mechanic": ["MECHANIC", "SHOP_FOREMAN"],
  "dashboard.foremanTools": ["SHOP_FOREMAN"],
  "dashboard.fieldSupervisor": ["FIELD_SUPERVISOR"],
  // Equipment (part 2, 6: SUPER_ADMIN, ADMIN, MANAGER)
  "equipment.view": everyone,
  // Operators see the machines assigned to them; everyone else the whole fleet.
  "equipment.viewAll": (role: Role) => role !== "OPERATOR",
  "equipment.create": atLevel("MANAGER"),
  "equipment.update": atLevel("MANAGER"),
  "equipment.delete": atLevel("MANAGER"),
  "equipment.assignmentsTab": ["FLEET_MANAGER", "SHOP_FOREMAN", "FIELD_SUPERVISOR", "OPERATOR"],
  // Assignments
  "assignments.card": ["FLEET_MANAGER", "SHOP_FOREMAN", "SUPER_ADMIN"],
  "assignments.view": everyone,
  "assignments.viewAll": (role: Role) => role !== "OPERATOR",
  "assignments.create": ["FLEET_MANAGER", "SHOP_FOREMAN", "FIELD_SUPERVISOR", "SUPER_ADMIN"],
  "assignments.end": ["FLEET_MANAGER", "SHOP_FOREMAN", "SUPER_ADMIN"],
  // Work orders
  "workOrders.view": everyone,
  "workOrders.viewAll": (role: Role) => role !== "OPERATOR" && role !== "MECHANIC",
  "workOrders.create": ["SHOP_FOREMAN", "FIELD_SUPERVISOR", "FLEET_MANAGER", "SUPER_ADMIN"],
  "workOrders.edit": ["SHOP_FOREMAN", "FLEET_MANAGER", "SUPER_ADMIN"],
  "workOrders.updateStatus": ["OPERATOR", "MECHANIC", "SHOP_FOREMAN"],
  "workOrders.startComplete": ["MECHANIC", "SHOP_FOREMAN"],
  "workOrders.assign": atLevel("MANAGER"),
  "workOrders.cancel": atLevel("MANAGER"),
  "workOrders.bulkStatus": atLevel("MANAGER"),
  "workOrders.reopen": ["SHOP_FOREMAN"],
  "workOrders.escalate": (role: Role) => role !== "VIEWER",
  // The simpler /tasks list (part 2, 2.7 and 6): its own MANAGER and TECHNICIAN levels.
  "tasks.newTask": atLevel("MANAGER"),
  "tasks.assignedSubtitle": atLevel("TECHNICIAN"),
  // Photos on escalations, failed inspection items and work orders the caller may see (docs/decisions/021).
  "photos.attach": (role: Role) => role !== "VIEWER",
  // Inspections and maintenance automation
  "inspections.perform": ["OPERATOR"],
  "inspections.assign": ["SHOP_FOREMAN", "FIELD_SUPERVISOR"],
  "maintenance.createDue": ["SHOP_FOREMAN"],
  // Defects found by inspections (docs/decisions/040): read with the machines one sees (an operator: their own).
  "defects.view": everyone,
  // The Defects list page (the API list answers everyone within what they see).
  "defects.listPage": atLevel("MANAGER"),
  // A repair work order made from a defect, or an open one linked to it.
  "defects.createWorkOrder": atLevel("MANAGER"),
  // The repair moves by hand (the repair work order's start and completion move it too).
  "defects.repair": ["MECHANIC", "SHOP_FOREMAN"],
  // Certifying the repair, or that no correction is needed (DVIR: a mechanic certifies).
  "defects.certify": ["MECHANIC", "SHOP_FOREMAN"],
  // The next operator acknowledges a certified repair (the operator who runs the machine now).
  "defects.acknowledge": ["OPERATOR"],
  // Checklist templates (docs/decisions/042): whoever inspects reads the one that applies to a machine they see;
  // SHOP_FOREMAN and up build and publish them.
  "checklists.view": everyone,
  "checklists.manage": atLevel("MANAGER"),
  // Signatures and the record (docs/decisions/043): signatures and an inspection's PDF are read with the
  // inspection or defect one sees; the signing itself goes with the signed step (inspections.perform,
  // defects.certify, defects.acknowledge).
  "signatures.view": everyone,
  "records.inspectionReport": everyone,
  // A machine's inspections, newest first, with the machine one sees (an operator: the machines assigned to them).
  "records.machineInspections": everyone,
  // A machine's inspections and defects for a period (CSV, PDF) for an auditor: those who run the fleet and
  // the shop (SHOP_FOREMAN and up).
  "records.export": atLevel("MANAGER"),
  // Periodic inspections (docs/decisions/046): SHOP_FOREMAN and up schedule them; the assigned inspector or
  // mechanic (or a manager) does one; the inspector's dashboard shows the work.
  "periodicInspections.manage": atLevel("MANAGER"),
  "periodicInspections.perform": ["INSPECTOR", "MECHANIC", "SHOP_FOREMAN", "FLEET_MANAGER", "SUPER_ADMIN"],
  "dashboard.inspector": ["INSPECTOR"],
  // A machine's maintenance plans: read with the machine, edited by SHOP_FOREMAN and up (docs/decisions/022).
  "maintenancePlans.manage": atLevel("MANAGER"),
  // Meters and readings (docs/decisions/041): read with the machine; those who run the fleet record readings
  // directly (API, a meter added), review the held ones and import files. Mechanics and operators record theirs
  // through Start/Complete Work, inspections and assignments.
  "meters.record": ["SHOP_FOREMAN", "FLEET_MANAGER", "SUPER_ADMIN"],
  "meters.review": ["SHOP_FOREMAN", "FLEET_MANAGER", "SUPER_ADMIN"],
  "meters.import": ["SHOP_FOREMAN", "FLEET_MANAGER", "SUPER_ADMIN"],
  // Machine alerts: fault codes from telematics (docs/decisions/047). Read with the machine one sees; the
  // fleet-wide list for those who run the shop and fleet; acknowledged or cleared with a note by a mechanic and
  // up; a draft work order made by those who create work orders from defects.
  "machineAlerts.view": everyone,
  "machineAlerts.list": atLevel("MANAGER"),
  "machineAlerts.resolve": ["MECHANIC", "SHOP_FOREMAN", "FLEET_MANAGER", "SUPER_ADMIN"],
  "machineAlerts.createWorkOrder": atLevel("MANAGER"),
  // Parts and stock (docs/decisions/030): everyone reads the catalogue and stock; an operator sees no costs.
  "parts.view": everyone,
  "parts.viewCosts": (role: Role) => role !== "OPERATOR",
  // The catalogue, locations, receiving and counts.
  "parts.manage": ["SHOP_FOREMAN", "FLEET_MANAGER", "SUPER_ADMIN"],
  // Parts used on (and returned from) the work orders the caller may work on.
  "parts.use": ["MECHANIC", "SHOP_FOREMAN", "FLEET_MANAGER", "SUPER_ADMIN"],
  // Moving stock between locations: a mechanic only to or from the truck they keep.
  "parts.move": ["MECHANIC", "SHOP_FOREMAN", "FLEET_MANAGER", "SUPER_ADMIN"],
  // Labour and costs (docs/decisions/031): what jobs cost, seen by everyone but an operator.
  "costs.view": (role: Role) => role !== "OPERATOR",
  // Labour lines on the work orders the caller may work on (a mechanic: their own time on their own orders).
  "labour.record": ["MECHANIC", "SHOP_FOREMAN", "FLEET_MANAGER", "SUPER_ADMIN"],
  // Hourly rates per role and per person: read and set by those who run the shop.
  "labour.rates": ["SHOP_FOREMAN", "FLEET_MANAGER", "SUPER_ADMIN"],
  // Reports, users, developer tools
  "reports.view": atLevel("MANAGER"),
  "users.list": ["FIELD_SUPERVISOR", "SHOP_FOREMAN", "FLEET_MANAGER", "SUPER_ADMIN"],
  "users.manage": ["SUPER_ADMIN", "FLEET_MANAGER"],
  // Only a super admin makes a super admin, or changes one (DECISIONS.md "Team management").
  "users.manageSuperAdmins": ["SUPER_ADMIN"],
  "dev.tools": ["SUPER_ADMIN"],
  // One's own notifications (the bell), their settings and the live screens' stream (docs/decisions/035).
  "notifications.view": everyone,
  // Webhooks for integrators: the organization's events sent to their addresses (docs/decisions/038).
  "webhooks.manage": ["SUPER_ADMIN"],
  // Telematics connections (AEMP 2.0 feeds) and their unmatched machines (docs/decisions/044).
  "telematics.manage": ["FLEET_MANAGER", "SUPER_ADMIN"],
  // The organization's own settings, such as keeping photo locations (docs/decisions/021).
  "organization.settings": atLevel("ADMIN"),
} as const satisfies Record<string, RoleRule>;

export type Capability = keyof typeof CAPABILITIES;
export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[];

/** Whether a role holds a capability. No user, or an unknown role, holds none. */
export function can(role: string | null | undefined, capability: Capability): boolean {
  if (!isRole(role)) return false;
  const rule: RoleRule = CAPABILITIES[capability];
  return typeof rule === "function" ? rule(role) : rule.includes(role);
}

export function rolesWith(capability: Capability): Role[] {
  return ROLES.filter((role) => can(role, capability));
}
