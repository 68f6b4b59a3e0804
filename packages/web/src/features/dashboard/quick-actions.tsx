import { type Capability, can } from "@mnx/domain";
import { ActionCard, type QuickAction } from "../../components/ui/action-card";

interface GatedAction extends QuickAction {
  capability: Capability;
}

/** The generic dashboard's cards, each shown by its capability (part 1, 6). */
const ACTIONS: GatedAction[] = [
  {
    title: "Work Orders",
    description: "Create, assign and track maintenance jobs",
    to: "/work-orders",
    icon: "workOrders",
    capability: "dashboard.workOrdersCard",
  },
  {
    title: "Equipment",
    description: "Browse the fleet and its service status",
    to: "/equipment",
    icon: "equipment",
    capability: "equipment.view",
  },
  {
    title: "Equipment Assignments",
    description: "Put machines and operators on job sites",
    to: "/equipment/assignments",
    icon: "assignments",
    capability: "assignments.card",
  },
  {
    title: "Defects",
    description: "Failed inspection items to repair and certify; unsafe machines",
    to: "/defects",
    icon: "shield",
    capability: "defects.listPage",
  },
  {
    title: "Machine Alerts",
    description: "Fault codes from the machines' telematics: acknowledge, clear, make a work order",
    to: "/machine-alerts",
    icon: "warning",
    capability: "machineAlerts.list",
  },
  {
    title: "Checklist Templates",
    description: "What each machine type's daily inspection asks: items, readings, critical items",
    to: "/checklist-templates",
    icon: "shield",
    capability: "checklists.manage",
  },
  {
    title: "Periodic Inspections",
    description: "Monthly and annual inspections: schedules, what is due and overdue, what was done",
    to: "/periodic-inspections",
    icon: "shield",
    capability: "periodicInspections.perform",
  },
  {
    title: "Parts & Inventory",
    description: "The parts catalogue, stock per location, what to order",
    to: "/parts",
    icon: "parts",
    capability: "parts.view",
  },
  {
    title: "Meter Readings",
    description: "Review held hour meter readings, import a file",
    to: "/meter-readings",
    icon: "equipment",
    capability: "meters.review",
  },
  {
    title: "Telematics",
    description: "Hours and positions from the machines' AEMP 2.0 feeds",
    to: "/telematics",
    icon: "equipment",
    capability: "telematics.manage",
  },
  {
    title: "Reports",
    description: "Completion, fleet health and team figures",
    to: "/reports",
    icon: "reports",
    capability: "reports.view",
  },
  {
    title: "User Management",
    description: "Add team members and manage their roles",
    to: "/users",
    icon: "users",
    capability: "users.manage",
  },
  {
    title: "Webhooks",
    description: "Send the shop's events to other systems",
    to: "/webhooks",
    icon: "api",
    capability: "webhooks.manage",
  },
];

const DEV_TOOLS: QuickAction[] = [
  {
    title: "API Explorer",
    description: "Browse and test the API endpoints",
    to: "/dev/api-explorer",
    icon: "api",
  },
  {
    title: "Database Tools",
    description: "Inspect tables and run read-only queries",
    to: "/dev/database-tools",
    icon: "database",
  },
];

function ActionGrid({ actions }: { actions: QuickAction[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {actions.map((action) => (
        <li key={action.to}>
          <ActionCard {...action} />
        </li>
      ))}
    </ul>
  );
}

export function QuickActions({ role }: { role: string | undefined }) {
  const visible = ACTIONS.filter((action) => can(role, action.capability));
  return (
    <>
      <section aria-labelledby="quick-actions-heading" className="space-y-3">
        <h2 id="quick-actions-heading" className="text-lg font-semibold">
          Quick Actions
        </h2>
        <ActionGrid actions={visible} />
      </section>
      {can(role, "dev.tools") ? (
        <section aria-labelledby="dev-tools-heading" className="space-y-3">
          <h2 id="dev-tools-heading" className="text-lg font-semibold">
            Development Utilities
          </h2>
          <ActionGrid actions={DEV_TOOLS} />
        </section>
      ) : null}
    </>
  );
}
