import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type Capability, can } from "@mnx/domain";
import { ActionCard, type QuickAction } from "../../components/ui/action-card";

/** A card whose title and description are translated when drawn (the lists are built once, at load). */
interface ActionText extends Omit<QuickAction, "title" | "description"> {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

interface GatedAction extends ActionText {
  capability: Capability;
}

/** The generic dashboard's cards, each shown by its capability (part 1, 6). */
const ACTIONS: GatedAction[] = [
  {
    title: msg`Work Orders`,
    description: msg`Create, assign and track maintenance jobs`,
    to: "/work-orders",
    icon: "workOrders",
    capability: "dashboard.workOrdersCard",
  },
  {
    title: msg`Equipment`,
    description: msg`Browse the fleet and its service status`,
    to: "/equipment",
    icon: "equipment",
    capability: "equipment.view",
  },
  {
    title: msg`Equipment Assignments`,
    description: msg`Put machines and operators on job sites`,
    to: "/equipment/assignments",
    icon: "assignments",
    capability: "assignments.card",
  },
  {
    title: msg`Defects`,
    description: msg`Failed inspection items to repair and certify; unsafe machines`,
    to: "/defects",
    icon: "shield",
    capability: "defects.listPage",
  },
  {
    title: msg`Machine Alerts`,
    description: msg`Fault codes from the machines' telematics: acknowledge, clear, make a work order`,
    to: "/machine-alerts",
    icon: "warning",
    capability: "machineAlerts.list",
  },
  {
    title: msg`Checklist Templates`,
    description: msg`What each machine type's daily inspection asks: items, readings, critical items`,
    to: "/checklist-templates",
    icon: "shield",
    capability: "checklists.manage",
  },
  {
    title: msg`Periodic Inspections`,
    description: msg`Monthly and annual inspections: schedules, what is due and overdue, what was done`,
    to: "/periodic-inspections",
    icon: "shield",
    capability: "periodicInspections.perform",
  },
  {
    title: msg`Parts & Inventory`,
    description: msg`The parts catalogue, stock per location, what to order`,
    to: "/parts",
    icon: "parts",
    capability: "parts.view",
  },
  {
    title: msg`Meter Readings`,
    description: msg`Review held hour meter readings, import a file`,
    to: "/meter-readings",
    icon: "equipment",
    capability: "meters.review",
  },
  {
    title: msg`Telematics`,
    description: msg`Hours and positions from the machines' AEMP 2.0 feeds`,
    to: "/telematics",
    icon: "equipment",
    capability: "telematics.manage",
  },
  {
    title: msg`Reports`,
    description: msg`Completion, fleet health and team figures`,
    to: "/reports",
    icon: "reports",
    capability: "reports.view",
  },
  {
    title: msg`User Management`,
    description: msg`Add team members and manage their roles`,
    to: "/users",
    icon: "users",
    capability: "users.manage",
  },
  {
    title: msg`Webhooks`,
    description: msg`Send the shop's events to other systems`,
    to: "/webhooks",
    icon: "api",
    capability: "webhooks.manage",
  },
];

const DEV_TOOLS: ActionText[] = [
  {
    title: msg`API Explorer`,
    description: msg`Browse and test the API endpoints`,
    to: "/dev/api-explorer",
    icon: "api",
  },
  {
    title: msg`Database Tools`,
    description: msg`Inspect tables and run read-only queries`,
    to: "/dev/database-tools",
    icon: "database",
  },
];

function ActionGrid({ actions }: { actions: ActionText[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {actions.map((action) => (
        <li key={action.to}>
          <ActionCard {...action} title={i18n._(action.title)} description={i18n._(action.description)} />
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
          <Trans>Quick Actions</Trans>
        </h2>
        <ActionGrid actions={visible} />
      </section>
      {can(role, "dev.tools") ? (
        <section aria-labelledby="dev-tools-heading" className="space-y-3">
          <h2 id="dev-tools-heading" className="text-lg font-semibold">
            <Trans>Development Utilities</Trans>
          </h2>
          <ActionGrid actions={DEV_TOOLS} />
        </section>
      ) : null}
    </>
  );
}
