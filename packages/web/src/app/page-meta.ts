import { dashboardPathFor } from "@mnx/domain";
import { PRODUCT_NAME } from "../lib/product-name";
import type { Page } from "./pages";

type MaybeRole = string | null | undefined;

/** The user's home: '/' and their own dashboard (no home button there). */
export function isHomePath(pathname: string, role: MaybeRole): boolean {
  return pathname === "/" || pathname === dashboardPathFor(role);
}

export function pageTitle(page: Page | undefined, role: MaybeRole): string {
  return page?.title(role) ?? PRODUCT_NAME;
}

export interface Crumb {
  label: string;
  path: string | null;
}

/** Breadcrumbs always start with 'Dashboard'; the last one is the current page. */
export function breadcrumbsFor(page: Page | undefined, pathname: string, role: MaybeRole): Crumb[] {
  const home: Crumb = { label: "Dashboard", path: "/" };
  if (!page || isHomePath(pathname, role) || page.path === "/dashboard") return [{ ...home, path: null }];
  const current = { label: page.crumb ?? page.title(role), path: null };
  return [home, ...(page.parents ?? []), current];
}
