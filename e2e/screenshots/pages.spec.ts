import { test } from "@playwright/test";
import type { DemoRole } from "../support/demo-users.js";
import { pageSettled } from "../support/page-settled.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

/**
 * /login, each role's dashboard, the list pages, Team Management (a fleet manager's and a super admin's), Reports
 * and the developer tools, light and dark, in .tmp/screenshots/ (for a person to look at).
 */
const PAGES: { name: string; role: DemoRole | null; path: string }[] = [
  { name: "login", role: null, path: "/login" },
  { name: "dashboard", role: "FLEET_MANAGER", path: "/dashboard" },
  { name: "operator-dashboard", role: "OPERATOR", path: "/operator-dashboard" },
  { name: "mechanic-dashboard", role: "SHOP_FOREMAN", path: "/mechanic-dashboard" },
  { name: "field-supervisor-dashboard", role: "FIELD_SUPERVISOR", path: "/field-supervisor-dashboard" },
  { name: "work-orders", role: "FLEET_MANAGER", path: "/work-orders" },
  { name: "equipment", role: "FLEET_MANAGER", path: "/equipment" },
  { name: "reports", role: "FLEET_MANAGER", path: "/reports" },
  { name: "users", role: "FLEET_MANAGER", path: "/users" },
  { name: "users-super-admin", role: "SUPER_ADMIN", path: "/users" },
  { name: "api-explorer", role: "SUPER_ADMIN", path: "/dev/api-explorer" },
  { name: "database-tools", role: "SUPER_ADMIN", path: "/dev/database-tools" },
];

for (const theme of ["light", "dark"] as const) {
  for (const { name, role, path } of PAGES) {
    test(`${name} (${theme})`, async ({ page }, info) => {
      await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
      if (role) await useSession(page, await signInThroughApi(page.request, role));
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === path);
      await pageSettled(page);
      await page.screenshot({
        path: `.tmp/screenshots/${name}-${theme}-${info.project.name}.png`,
        fullPage: true,
      });
    });
  }
}
