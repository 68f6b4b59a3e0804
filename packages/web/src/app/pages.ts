import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  ACCESS_DENIED,
  assignmentsPageTitle,
  type Capability,
  mechanicDashboardTitle,
  roleHomeTitle,
  workOrdersPageTitle,
} from "@mnx/domain";

type MaybeRole = string | null | undefined;

/** A page's words: the app's own (a Lingui message), or the domain's English (a role's title), see page-meta.ts. */
export type PageText = MessageDescriptor | string;

/**
 * A signed-in page: everything the app and the build know about it, written once. The router makes a route of
 * each (src/app/router.tsx), the top bar reads its title and breadcrumb, the layout its guard, and the build writes
 * its shell (scripts/page-shells.mjs). Adding a page is one entry here and its folder src/routes/<route>/.
 */
export interface Page {
  /** The path; a segment starting with ':' stands for any one segment (/equipment/:id). */
  path: string;
  /** The folder under src/routes/ whose route.tsx exports the page as `Component`. */
  route: string;
  title: (role: MaybeRole) => PageText;
  /** The breadcrumb label, when shorter than the title (part 2, 2.4: Equipment > Assignments). */
  crumb?: MessageDescriptor;
  /** Breadcrumb ancestors between 'Dashboard' and this page; a path of null is a label only. */
  parents?: { label: MessageDescriptor; path: string | null }[];
  /** Who may see the page, and the spec's text for everyone else. */
  guard?: { capability: Capability; denied: string };
}

const fixed = (title: MessageDescriptor) => () => title;
const development = [{ label: msg`Development`, path: null }];
const equipment = [{ label: msg`Equipment`, path: "/equipment" }];
const parts = [{ label: msg`Parts`, path: "/parts" }];

/** The signed-in pages, in the signed-in layout (part 1, 2; part 2, 2). */
export const SIGNED_IN_PAGES: Page[] = [
  { path: "/dashboard", route: "dashboard", title: roleHomeTitle },
  {
    path: "/operator-dashboard",
    route: "operator-dashboard",
    title: fixed(msg`Operator Dashboard`),
    guard: { capability: "dashboard.operator", denied: ACCESS_DENIED.operatorDashboard },
  },
  {
    path: "/mechanic-dashboard",
    route: "mechanic-dashboard",
    title: mechanicDashboardTitle,
    guard: { capability: "dashboard.mechanic", denied: ACCESS_DENIED.mechanicDashboard },
  },
  {
    path: "/field-supervisor-dashboard",
    route: "field-supervisor-dashboard",
    title: fixed(msg`Field Supervisor Dashboard`),
    guard: { capability: "dashboard.fieldSupervisor", denied: ACCESS_DENIED.fieldSupervisorDashboard },
  },
  { path: "/equipment", route: "equipment", title: fixed(msg`Heavy Equipment Fleet`), crumb: msg`Equipment` },
  {
    path: "/equipment/assignments",
    route: "equipment-assignments",
    title: assignmentsPageTitle,
    crumb: msg`Assignments`,
    parents: equipment,
  },
  {
    path: "/equipment/:id",
    route: "equipment-details",
    title: fixed(msg`Equipment Details`),
    crumb: msg`Details`,
    parents: equipment,
  },
  {
    path: "/meter-readings",
    route: "meter-readings",
    title: fixed(msg`Meter Readings`),
    crumb: msg`Meter Readings`,
    parents: equipment,
    guard: { capability: "meters.review", denied: ACCESS_DENIED.meterReadings },
  },
  {
    path: "/meter-readings/import",
    route: "meter-readings-import",
    title: fixed(msg`Import Meter Readings`),
    crumb: msg`Import`,
    parents: [...equipment, { label: msg`Meter Readings`, path: "/meter-readings" }],
    guard: { capability: "meters.import", denied: ACCESS_DENIED.meterReadings },
  },
  {
    path: "/defects",
    route: "defects",
    title: fixed(msg`Defects`),
    guard: { capability: "defects.listPage", denied: ACCESS_DENIED.defects },
  },
  {
    path: "/machine-alerts",
    route: "machine-alerts",
    title: fixed(msg`Machine Alerts`),
    guard: { capability: "machineAlerts.list", denied: ACCESS_DENIED.machineAlerts },
  },
  {
    path: "/checklist-templates",
    route: "checklist-templates",
    title: fixed(msg`Checklist Templates`),
    crumb: msg`Checklists`,
    guard: { capability: "checklists.manage", denied: ACCESS_DENIED.checklists },
  },
  {
    path: "/periodic-inspections",
    route: "periodic-inspections",
    title: fixed(msg`Periodic Inspections`),
    crumb: msg`Periodic Inspections`,
    guard: { capability: "periodicInspections.perform", denied: ACCESS_DENIED.periodicInspections },
  },
  { path: "/scan", route: "scan", title: fixed(msg`Scan Equipment Label`), crumb: msg`Scan` },
  { path: "/parts", route: "parts", title: fixed(msg`Parts & Inventory`), crumb: msg`Parts` },
  {
    path: "/parts/to-order",
    route: "parts-to-order",
    title: fixed(msg`Parts to Order`),
    crumb: msg`To Order`,
    parents: parts,
  },
  {
    path: "/parts/locations",
    route: "stock-locations",
    title: fixed(msg`Stock Locations`),
    crumb: msg`Locations`,
    parents: parts,
  },
  {
    path: "/parts/truck",
    route: "truck-stock",
    title: fixed(msg`My Truck`),
    parents: parts,
    guard: { capability: "parts.move", denied: ACCESS_DENIED.truckStock },
  },
  {
    path: "/parts/labour-rates",
    route: "labour-rates",
    title: fixed(msg`Labour Rates`),
    parents: parts,
    guard: { capability: "labour.rates", denied: ACCESS_DENIED.labourRates },
  },
  {
    path: "/parts/scan",
    route: "parts-scan",
    title: fixed(msg`Scan a Part`),
    crumb: msg`Scan`,
    parents: parts,
  },
  {
    path: "/parts/:id",
    route: "part-details",
    title: fixed(msg`Part Details`),
    crumb: msg`Details`,
    parents: parts,
  },
  { path: "/work-orders", route: "work-orders", title: workOrdersPageTitle, crumb: msg`Work Orders` },
  { path: "/tasks", route: "tasks", title: fixed(msg`Maintenance Tasks`), crumb: msg`Tasks` },
  {
    path: "/reports",
    route: "reports",
    title: fixed(msg`Maintenance Reports`),
    crumb: msg`Reports`,
    guard: { capability: "reports.view", denied: ACCESS_DENIED.reports },
  },
  {
    path: "/users",
    route: "users",
    title: fixed(msg`Team Management`),
    guard: { capability: "users.manage", denied: ACCESS_DENIED.users },
  },
  {
    path: "/notifications/settings",
    route: "notification-settings",
    title: fixed(msg`Notification Settings`),
    crumb: msg`Notifications`,
  },
  {
    path: "/webhooks",
    route: "webhooks",
    title: fixed(msg`Webhooks`),
    guard: { capability: "webhooks.manage", denied: ACCESS_DENIED.webhooks },
  },
  {
    path: "/telematics",
    route: "telematics",
    title: fixed(msg`Telematics`),
    guard: { capability: "telematics.manage", denied: ACCESS_DENIED.telematics },
  },
  {
    path: "/telematics/machines",
    route: "telematics-machines",
    title: fixed(msg`Unmatched Machines`),
    parents: [{ label: msg`Telematics`, path: "/telematics" }],
    guard: { capability: "telematics.manage", denied: ACCESS_DENIED.telematics },
  },
  {
    path: "/dev/api-explorer",
    route: "api-explorer",
    title: fixed(msg`API Explorer`),
    parents: development,
    guard: { capability: "dev.tools", denied: ACCESS_DENIED.devTools },
  },
  {
    path: "/dev/database-tools",
    route: "database-tools",
    title: fixed(msg`Database Tools`),
    parents: development,
    guard: { capability: "dev.tools", denied: ACCESS_DENIED.devTools },
  },
];
