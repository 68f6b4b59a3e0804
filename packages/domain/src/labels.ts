import type { EquipmentStatus, WorkOrderPriority } from "./enums.js";
import { isRole, type Role } from "./roles.js";

type MaybeRole = string | null | undefined;

/** Role labels and descriptions (part 1, 9; part 2, 6). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  SUPER_ADMIN: "Super Admin",
  FLEET_MANAGER: "Fleet Manager",
  SHOP_FOREMAN: "Shop Foreman",
  MECHANIC: "Mechanic",
  FIELD_SUPERVISOR: "Field Supervisor",
  OPERATOR: "Equipment Operator",
  INSPECTOR: "Inspector",
  VIEWER: "Viewer",
};

export const ROLE_DESCRIPTIONS: Readonly<Record<Role, string>> = {
  SUPER_ADMIN: "Full system access",
  FLEET_MANAGER: "Equipment fleet oversight and management",
  SHOP_FOREMAN: "Maintenance shop supervision",
  MECHANIC: "Equipment repair and maintenance",
  FIELD_SUPERVISOR: "On-site construction supervision",
  OPERATOR: "Heavy equipment operation",
  INSPECTOR: "Safety and compliance inspections",
  VIEWER: "Read-only access",
};

/** The label of any role string; unknown roles show as given. */
export function roleLabel(role: MaybeRole): string {
  return isRole(role) ? ROLE_LABELS[role] : (role ?? "");
}

const HOME_TITLES: Readonly<Record<Role, string>> = {
  SUPER_ADMIN: "System Administration",
  FLEET_MANAGER: "Fleet Management",
  SHOP_FOREMAN: "Shop Management",
  FIELD_SUPERVISOR: "Field Supervision",
  MECHANIC: "Shop Operations",
  OPERATOR: "Equipment Operations",
  INSPECTOR: "Safety Inspections",
  VIEWER: "Equipment Overview",
};

/** The top-bar title on '/' (part 1, 2 "Shared layout"). */
export function roleHomeTitle(role: MaybeRole): string {
  return isRole(role) ? HOME_TITLES[role] : "Dashboard";
}

/** Where /dashboard sends a role (part 1, 2 "Generic dashboard"). */
export function dashboardPathFor(role: MaybeRole): string {
  switch (role) {
    case "OPERATOR":
      return "/operator-dashboard";
    case "MECHANIC":
    case "SHOP_FOREMAN":
      return "/mechanic-dashboard";
    case "FIELD_SUPERVISOR":
      return "/field-supervisor-dashboard";
    default:
      return "/dashboard";
  }
}

/** Subtitle under the generic dashboard's welcome line (the spec does not word it; ours). */
export const ROLE_SUBTITLES: Readonly<Record<Role, string>> = {
  SUPER_ADMIN: "Full system access across the fleet, the team and the system tools.",
  FLEET_MANAGER: "Oversee the equipment fleet, its assignments and its maintenance.",
  SHOP_FOREMAN: "Supervise the maintenance shop and its work queue.",
  FIELD_SUPERVISOR: "Supervise equipment and operators on your job sites.",
  INSPECTOR: "Run safety and compliance inspections.",
  MECHANIC: "Repair and maintain the equipment assigned to you.",
  OPERATOR: "Operate your assigned equipment and report issues.",
  VIEWER: "Read-only view of the equipment fleet.",
};

export function roleSubtitle(role: MaybeRole): string {
  return isRole(role) ? ROLE_SUBTITLES[role] : "Welcome to Maintenance Nexus.";
}

export function welcomeLine(firstName: string | null | undefined): string {
  return `Welcome back, ${firstName?.trim() || "User"}!`;
}

/** Equipment assignments page title (part 2, 2.4). */
export function assignmentsPageTitle(role: MaybeRole): string {
  switch (role) {
    case "FLEET_MANAGER":
      return "Heavy Equipment Assignment Management";
    case "SHOP_FOREMAN":
      return "Equipment Assignment Tracking";
    case "FIELD_SUPERVISOR":
      return "Job Site Equipment Monitor";
    case "OPERATOR":
      return "My Equipment Assignments";
    default:
      return "Equipment Assignments";
  }
}

/** Work orders page title (part 2, 2.6). */
export function workOrdersPageTitle(role: MaybeRole): string {
  switch (role) {
    case "OPERATOR":
    case "MECHANIC":
      return "My Tasks";
    case "SHOP_FOREMAN":
    case "FIELD_SUPERVISOR":
    case "FLEET_MANAGER":
    case "SUPER_ADMIN":
      return "Work Order Management";
    case "INSPECTOR":
      return "Inspection Tasks";
    default:
      return "Work Orders";
  }
}

/** Mechanic dashboard page title (part 1, 2). */
export function mechanicDashboardTitle(role: MaybeRole): string {
  return role === "SHOP_FOREMAN" ? "Shop Operations" : "Mechanic Workspace";
}

export const PRIORITY_COLORS: Readonly<Record<WorkOrderPriority, "green" | "amber" | "orange" | "red">> = {
  LOW: "green",
  MEDIUM: "amber",
  HIGH: "orange",
  CRITICAL: "red",
};

/** Equipment Details status notices (part 1, 2 "Modals"). */
export const EQUIPMENT_STATUS_NOTICES: Readonly<Partial<Record<EquipmentStatus, string>>> = {
  DOWN_FOR_REPAIR: "currently down for repairs and unavailable for use",
  SCHEDULED_MAINTENANCE: "scheduled for maintenance and may have limited availability",
};

export const ACCESS_DENIED_TITLE = "Access Denied";

/** Access-denied texts, worded exactly as the spec words them. */
export const ACCESS_DENIED = {
  operatorDashboard: "Access Denied - This dashboard is only available to equipment operators.",
  mechanicDashboard: "Access Denied: This dashboard is only available to mechanics and shop foremen.",
  fieldSupervisorDashboard: "Access Denied: This dashboard is only available to Field Supervisors.",
  reports: "You need manager-level permissions to view reports.",
  users: "You need administrator permissions to manage users.",
  /** The spec says only 'Access Denied' for the developer tools; the sentence is ours. */
  devTools: "These developer tools are only available to super administrators.",
  /** Ours (docs/decisions/032): a truck's stock is moved by its mechanic and the shop's managers. */
  truckStock: "A truck's stock is only available to mechanics and the shop's managers.",
  /** Ours (docs/decisions/036): rates are pay, read by those who set them. */
  labourRates:
    "Labour rates are only available to the shop foreman, fleet managers and super administrators.",
  /** Ours (docs/decisions/038). */
  webhooks: "Webhooks are only available to super administrators.",
  /** Ours (docs/decisions/044). */
  telematics: "Telematics connections are only available to fleet managers and super administrators.",
  /** Ours (docs/decisions/041). */
  meterReadings:
    "Meter readings are reviewed and imported by the shop foreman, fleet managers and super administrators.",
  /** Ours (docs/decisions/040): the list of every defect is for those who get them repaired. */
  defects: "The defects list is only available to the shop foreman, fleet managers and super administrators.",
  machineAlerts:
    "The machine alerts list is only available to the shop foreman, fleet managers and super administrators.",
  /** Ours (docs/decisions/042): checklists are built by those who run the shop and the fleet. */
  periodicInspections:
    "Access Denied: Periodic inspections are for inspectors, mechanics, shop foremen and the managers above them.",
  checklists:
    "Checklist templates are only available to the shop foreman, fleet managers and super administrators.",
} as const;

/** 'IN_PROGRESS' -> 'In Progress', 'DUMP_TRUCK' -> 'Dump Truck', 'in_progress' -> 'In Progress'. */
export function enumLabel(value: string): string {
  return value
    .toLowerCase()
    .split("_")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
