import { expect, test } from "@playwright/test";
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

/** The forms and tabs opened from those pages, by the name their button or tab has in each language. */
const OPENED: {
  name: string;
  role: DemoRole;
  path: string;
  control: "button" | "tab";
  label: Record<"es" | "fr-CA", RegExp>;
}[] = [
  {
    name: "daily-inspection",
    role: "OPERATOR",
    path: "/operator-dashboard",
    control: "button",
    label: { es: /^Lista diaria/, "fr-CA": /^Liste quotidienne/ },
  },
  {
    name: "compliance",
    role: "FIELD_SUPERVISOR",
    path: "/field-supervisor-dashboard",
    control: "tab",
    label: { es: /^Cumplimiento/, "fr-CA": /^Conformité/ },
  },
  {
    name: "checklist-editor",
    role: "FLEET_MANAGER",
    path: "/checklist-templates",
    control: "button",
    label: { es: /^Nueva plantilla$/, "fr-CA": /^Nouveau modèle$/ },
  },
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
    for (const { name, role, path, control, label } of OPENED) {
      test(`${name} (${locale})`, async ({ page }, info) => {
        await useSession(page, await signInThroughApi(page.request, role));
        await page.goto(path);
        await pageSettled(page);
        const opener = page.getByRole(control, { name: label[locale] });
        // The daily checklist opens once the dashboard has assigned today's inspection.
        await expect(async () => {
          await opener.click();
          if (control === "button") await expect(page.getByRole("dialog")).toBeVisible({ timeout: 2_000 });
        }).toPass();
        await pageSettled(page);
        await page.screenshot({ path: `.tmp/screenshots/${name}-${locale}-${info.project.name}.png` });
      });
    }
  });
}
