import {
  ACCESS_DENIED,
  assignmentsPageTitle,
  type Capability,
  dashboardPathFor,
  mechanicDashboardTitle,
  roleHomeTitle,
  workOrdersPageTitle,
} from "@mnx/domain";

type MaybeRole = string | null | undefined;

export interface RouteMeta {
  /** The path; a segment starting with ':' stands for any one segment (/equipment/:id). */
  path: string;
  title: (role: MaybeRole) => string;
  /** The breadcrumb label, when shorter than the title (part 2, 2.4: Equipment > Assignments). */
  crumb?: string;
  /** Breadcrumb ancestors between 'Dashboard' and this page; a path of null is a label only. */
  parents?: { label: string; path: string | null }[];
  /** Who may see the page, and the spec's text for everyone else. */
  capability?: Capability;
  deniedText?: string;
}

const fixed = (title: string) => () => title;
const development = [{ label: "Development", path: null }];

/** Titles and breadcrumbs of the signed-in routes (part 1, 2; part 2, 2). */
export const ROUTE_META: RouteMeta[] = [
  { path: "/", title: roleHomeTitle },
  { path: "/dashboard", title: roleHomeTitle },
  { path: "/operator-dashboard", title: fixed("Operator Dashboard") },
  { path: "/mechanic-dashboard", title: mechanicDashboardTitle },
  { path: "/field-supervisor-dashboard", title: fixed("Field Supervisor Dashboard") },
  { path: "/tasks", title: fixed("Maintenance Tasks"), crumb: "Tasks" },
  { path: "/equipment", title: fixed("Heavy Equipment Fleet"), crumb: "Equipment" },
  {
    path: "/equipment/assignments",
    title: assignmentsPageTitle,
    crumb: "Assignments",
    parents: [{ label: "Equipment", path: "/equipment" }],
  },
  {
    path: "/equipment/:id",
    title: fixed("Equipment Details"),
    crumb: "Details",
    parents: [{ label: "Equipment", path: "/equipment" }],
  },
  { path: "/scan", title: fixed("Scan Equipment Label"), crumb: "Scan" },
  { path: "/work-orders", title: workOrdersPageTitle, crumb: "Work Orders" },
  {
    path: "/reports",
    title: fixed("Maintenance Reports"),
    crumb: "Reports",
    capability: "reports.view",
    deniedText: ACCESS_DENIED.reports,
  },
  {
    path: "/users",
    title: fixed("Team Management"),
    capability: "users.manage",
    deniedText: ACCESS_DENIED.users,
  },
  {
    path: "/dev/api-explorer",
    title: fixed("API Explorer"),
    parents: development,
    capability: "dev.tools",
    deniedText: ACCESS_DENIED.devTools,
  },
  {
    path: "/dev/database-tools",
    title: fixed("Database Tools"),
    parents: development,
    capability: "dev.tools",
    deniedText: ACCESS_DENIED.devTools,
  },
];

const matchesPattern = (pattern: string, path: string) => {
  const wanted = pattern.split("/");
  const given = path.split("/");
  return (
    wanted.length === given.length &&
    wanted.every((part, i) => part === given[i] || (part.startsWith(":") && given[i] !== ""))
  );
};

/** A page's meta: its own path first (/equipment/assignments), else a pattern (/equipment/:id). */
export function routeMetaFor(pathname: string): RouteMeta | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (
    ROUTE_META.find((meta) => meta.path === path) ??
    ROUTE_META.find((meta) => matchesPattern(meta.path, path))
  );
}

/** The user's home: '/' and their own dashboard (no home button there, the role title on '/'). */
export function isHomePath(pathname: string, role: MaybeRole): boolean {
  return pathname === "/" || pathname === dashboardPathFor(role);
}

export function pageTitle(pathname: string, role: MaybeRole): string {
  return routeMetaFor(pathname)?.title(role) ?? "Maintenance Nexus";
}

export interface Crumb {
  label: string;
  path: string | null;
}

/** Breadcrumbs always start with 'Dashboard'; the last one is the current page. */
export function breadcrumbsFor(pathname: string, role: MaybeRole): Crumb[] {
  const meta = routeMetaFor(pathname);
  const home: Crumb = { label: "Dashboard", path: "/" };
  if (!meta || isHomePath(pathname, role) || meta.path === "/dashboard") return [{ ...home, path: null }];
  const current = { label: meta.crumb ?? meta.title(role), path: null };
  return [home, ...(meta.parents ?? []), current];
}
