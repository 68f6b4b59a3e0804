import { msg } from "@lingui/core/macro";
import { dashboardPathFor } from "@mnx/domain";
import { domainText, i18n } from "../lib/i18n/i18n";
import { PRODUCT_NAME } from "../lib/product-name";
import type { Page, PageText } from "./pages";

type MaybeRole = string | null | undefined;

/** A page's words in the language shown: the app's through its catalogue, the domain's through domainText. */
const shown = (text: PageText): string => (typeof text === "string" ? domainText(text) : i18n._(text));

/** The user's home: '/' and their own dashboard (no home button there). */
export function isHomePath(pathname: string, role: MaybeRole): boolean {
  return pathname === "/" || pathname === dashboardPathFor(role);
}

export function pageTitle(page: Page | undefined, role: MaybeRole): string {
  return page ? shown(page.title(role)) : PRODUCT_NAME;
}

export interface Crumb {
  label: string;
  path: string | null;
}

/** Breadcrumbs always start with 'Dashboard'; the last one is the current page. */
export function breadcrumbsFor(page: Page | undefined, pathname: string, role: MaybeRole): Crumb[] {
  const home: Crumb = { label: i18n._(msg`Dashboard`), path: "/" };
  if (!page || isHomePath(pathname, role) || page.path === "/dashboard") return [{ ...home, path: null }];
  const current = { label: shown(page.crumb ?? page.title(role)), path: null };
  const parents = (page.parents ?? []).map((parent) => ({ label: shown(parent.label), path: parent.path }));
  return [home, ...parents, current];
}
