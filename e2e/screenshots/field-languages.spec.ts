import { test } from "@playwright/test";
import type { DemoRole } from "../support/demo-users.js";
import { pageSettled } from "../support/page-settled.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

/**
 * The field screens (inspections, defects, machine alerts, periodic inspections, the operator's, the field
 * supervisor's and the generic dashboards) in Spanish and French, for a person to check that the longer words wrap
 * instead of clipping: in .tmp/screenshots/.
 */
const PAGES: { name: string; role: DemoRole; path: string }[] = [
  { name: "operator-dashboard", role: "OPERATOR", path: "/operator-dashboard" },
  { name: "field-supervisor-dashboard", role: "FIELD_SUPERVISOR", path: "/field-supervisor-dashboard" },
  { name: "dashboard", role: "FLEET_MANAGER", path: "/dashboard" },
  { name: "inspector-dashboard", role: "INSPECTOR", path: "/dashboard" },
  { name: "checklist-templates", role: "FLEET_MANAGER", path: "/checklist-templates" },
  { name: "defects", role: "SHOP_FOREMAN", path: "/defects" },
  { name: "machine-alerts", role: "SHOP_FOREMAN", path: "/machine-alerts" },
  { name: "periodic-inspections", role: "FLEET_MANAGER", path: "/periodic-inspections" },
];

for (const locale of ["es", "fr-CA"] as const) {
  test.describe(locale, () => {
    test.use({ locale });
    for (const { name, role, path } of PAGES) {
      test(`${name} (${locale})`, async ({ page }, info) => {
        await useSession(page, await signInThroughApi(page.request, role));
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === path);
        await pageSettled(page);
        await page.screenshot({
          path: `.tmp/screenshots/${name}-${locale}-${info.project.name}.png`,
          fullPage: true,
        });
      });
    }
  });
}
