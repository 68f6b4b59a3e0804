import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "../support/api-as.js";
import type { DemoRole } from "../support/demo-users.js";
import { pageSettled } from "../support/page-settled.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

/**
 * The parts screens (docs/decisions/032), light and dark, phone and desktop, in .tmp/screenshots/ (for a person
 * to look at), on the demo organization's seeded catalogue: the catalogue, a part (a foreman's, with costs, and
 * an operator's, without), the 'to order' list, the locations, the mechanic's truck and its move sheet, the
 * parts scanner, the dashboard's Parts & Inventory tab, and the add-part and receive forms.
 */
interface Shot {
  name: string;
  role: DemoRole;
  /** The path, or how to find it through the API (a part's id). */
  path: (api: ReturnType<typeof apiAs>) => Promise<string>;
  /** What to do on the page before the picture. */
  before?: (page: Page) => Promise<void>;
}

const fixed = (path: string) => async () => path;
const fuelFilter = async (api: ReturnType<typeof apiAs>) => {
  const { parts } = await api.get<{ parts: { id: string }[] }>("/parts?search=1R-0750");
  return `/parts/${parts[0]?.id}`;
};
const mainStore = async (api: ReturnType<typeof apiAs>) => {
  const locations = await api.get<{ id: string; name: string }[]>("/stock-locations");
  return `/parts/locations?location=${locations.find((l) => l.name === "Main Shop Store")?.id}`;
};

const SHOTS: Shot[] = [
  { name: "parts", role: "SHOP_FOREMAN", path: fixed("/parts") },
  { name: "part-details", role: "SHOP_FOREMAN", path: fuelFilter },
  { name: "part-details-operator", role: "OPERATOR", path: fuelFilter },
  { name: "parts-to-order", role: "SHOP_FOREMAN", path: fixed("/parts/to-order") },
  { name: "stock-locations", role: "SHOP_FOREMAN", path: mainStore },
  { name: "truck-stock", role: "MECHANIC", path: fixed("/parts/truck") },
  {
    name: "truck-give-back",
    role: "MECHANIC",
    path: fixed("/parts/truck"),
    before: async (page) => {
      await page
        .getByRole("list", { name: /Stock on/ })
        .getByRole("button")
        .first()
        .click();
      await expect(page.getByRole("dialog", { name: "Give Back to a Store" })).toBeVisible();
    },
  },
  { name: "parts-scan", role: "MECHANIC", path: fixed("/parts/scan") },
  {
    name: "mechanic-parts-tab",
    role: "MECHANIC",
    path: fixed("/mechanic-dashboard"),
    before: async (page) => {
      await page.getByRole("tab", { name: "Parts & Inventory" }).click();
      await expect(page.getByRole("heading", { name: "Needs attention" })).toBeVisible();
    },
  },
  {
    name: "add-part",
    role: "SHOP_FOREMAN",
    path: fixed("/parts?add=true"),
    before: async (page) => {
      await expect(page.getByRole("dialog", { name: "Add Part" })).toBeVisible();
    },
  },
  {
    name: "receive-stock",
    role: "SHOP_FOREMAN",
    path: fuelFilter,
    before: async (page) => {
      await page.getByRole("button", { name: "Receive Stock" }).click();
      await expect(page.getByRole("dialog", { name: "Receive Stock" })).toBeVisible();
    },
  },
];

for (const theme of ["light", "dark"] as const) {
  for (const { name, role, path, before } of SHOTS) {
    test(`${name} (${theme})`, async ({ page }, info) => {
      await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
      const session = await signInThroughApi(page.request, role);
      await useSession(page, session);
      const target = await path(apiAs(page.request, session));
      await page.goto(target);
      await pageSettled(page);
      await before?.(page);
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `.tmp/screenshots/${name}-${theme}-${info.project.name}.png`,
        fullPage: !before,
      });
    });
  }
}
