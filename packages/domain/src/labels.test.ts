import { describe, expect, it } from "vitest";
import {
  ACCESS_DENIED,
  assignmentsPageTitle,
  dashboardPathFor,
  EQUIPMENT_STATUS_NOTICES,
  enumLabel,
  mechanicDashboardTitle,
  PRIORITY_COLORS,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  ROLE_SUBTITLES,
  roleHomeTitle,
  roleLabel,
  roleSubtitle,
  welcomeLine,
  workOrdersPageTitle,
} from "./labels.js";
import { ROLES } from "./roles.js";

describe("role labels and descriptions (part 1, 9)", () => {
  it("labels", () => {
    expect(ROLE_LABELS).toEqual({
      SUPER_ADMIN: "Super Admin",
      FLEET_MANAGER: "Fleet Manager",
      SHOP_FOREMAN: "Shop Foreman",
      MECHANIC: "Mechanic",
      FIELD_SUPERVISOR: "Field Supervisor",
      OPERATOR: "Equipment Operator",
      INSPECTOR: "Inspector",
      VIEWER: "Viewer",
    });
    expect(roleLabel("OPERATOR")).toBe("Equipment Operator");
    expect(roleLabel("SOMETHING")).toBe("SOMETHING");
    expect(roleLabel(null)).toBe("");
  });
  it("descriptions", () => {
    expect(ROLE_DESCRIPTIONS).toEqual({
      SUPER_ADMIN: "Full system access",
      FLEET_MANAGER: "Equipment fleet oversight and management",
      SHOP_FOREMAN: "Maintenance shop supervision",
      MECHANIC: "Equipment repair and maintenance",
      FIELD_SUPERVISOR: "On-site construction supervision",
      OPERATOR: "Heavy equipment operation",
      INSPECTOR: "Safety and compliance inspections",
      VIEWER: "Read-only access",
    });
  });
  it("every role has a subtitle; unknown roles get a generic one", () => {
    for (const role of ROLES) expect(roleSubtitle(role)).toBe(ROLE_SUBTITLES[role]);
    expect(roleSubtitle("X")).toBe("Welcome to Maintenance Nexus.");
  });
  it("welcome line", () => {
    expect(welcomeLine("Ada")).toBe("Welcome back, Ada!");
    expect(welcomeLine("")).toBe("Welcome back, User!");
    expect(welcomeLine(null)).toBe("Welcome back, User!");
  });
});

describe("titles and paths by role", () => {
  it.each([
    ["SUPER_ADMIN", "System Administration", "/dashboard", "Equipment Assignments", "Work Order Management"],
    [
      "FLEET_MANAGER",
      "Fleet Management",
      "/dashboard",
      "Heavy Equipment Assignment Management",
      "Work Order Management",
    ],
    [
      "SHOP_FOREMAN",
      "Shop Management",
      "/mechanic-dashboard",
      "Equipment Assignment Tracking",
      "Work Order Management",
    ],
    [
      "FIELD_SUPERVISOR",
      "Field Supervision",
      "/field-supervisor-dashboard",
      "Job Site Equipment Monitor",
      "Work Order Management",
    ],
    ["MECHANIC", "Shop Operations", "/mechanic-dashboard", "Equipment Assignments", "My Tasks"],
    ["OPERATOR", "Equipment Operations", "/operator-dashboard", "My Equipment Assignments", "My Tasks"],
    ["INSPECTOR", "Safety Inspections", "/dashboard", "Equipment Assignments", "Inspection Tasks"],
    ["VIEWER", "Equipment Overview", "/dashboard", "Equipment Assignments", "Work Orders"],
    ["UNKNOWN", "Dashboard", "/dashboard", "Equipment Assignments", "Work Orders"],
    [undefined, "Dashboard", "/dashboard", "Equipment Assignments", "Work Orders"],
  ])("%s", (role, home, path, assignments, workOrders) => {
    expect(roleHomeTitle(role)).toBe(home);
    expect(dashboardPathFor(role)).toBe(path);
    expect(assignmentsPageTitle(role)).toBe(assignments);
    expect(workOrdersPageTitle(role)).toBe(workOrders);
  });

  it("mechanic dashboard title", () => {
    expect(mechanicDashboardTitle("SHOP_FOREMAN")).toBe("Shop Operations");
    expect(mechanicDashboardTitle("MECHANIC")).toBe("Mechanic Workspace");
  });
});

describe("texts", () => {
  it("priority colours", () => {
    expect(PRIORITY_COLORS).toEqual({ LOW: "green", MEDIUM: "amber", HIGH: "orange", CRITICAL: "red" });
  });
  it("access denied, worded as the spec words them", () => {
    expect(ACCESS_DENIED.operatorDashboard).toBe(
      "Access Denied - This dashboard is only available to equipment operators.",
    );
    expect(ACCESS_DENIED.mechanicDashboard).toBe(
      "Access Denied: This dashboard is only available to mechanics and shop foremen.",
    );
    expect(ACCESS_DENIED.fieldSupervisorDashboard).toBe(
      "Access Denied: This dashboard is only available to Field Supervisors.",
    );
    expect(ACCESS_DENIED.reports).toBe("You need manager-level permissions to view reports.");
    expect(ACCESS_DENIED.users).toBe("You need administrator permissions to manage users.");
  });
  it("equipment status notices", () => {
    expect(EQUIPMENT_STATUS_NOTICES.DOWN_FOR_REPAIR).toBe(
      "currently down for repairs and unavailable for use",
    );
    expect(EQUIPMENT_STATUS_NOTICES.SCHEDULED_MAINTENANCE).toBe(
      "scheduled for maintenance and may have limited availability",
    );
  });
  it("enum labels", () => {
    expect(enumLabel("IN_PROGRESS")).toBe("In Progress");
    expect(enumLabel("DUMP_TRUCK")).toBe("Dump Truck");
    expect(enumLabel("in_progress")).toBe("In Progress");
  });
});
