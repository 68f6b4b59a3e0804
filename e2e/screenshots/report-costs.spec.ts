import { expect, test } from "@playwright/test";
import { apiAs, uniqueSuffix } from "../support/api-as.js";
import { pageSettled } from "../support/page-settled.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

/**
 * The Reports page's costs section (docs/decisions/031-labour-and-costs.md), light and dark, in
 * .tmp/screenshots/. The demo's completed jobs carry their labour; parts used on open jobs are added first through
 * the API (a store, a few parts received and used), so every chart of the section has something to draw.
 */
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  const foreman = apiAs(request, await signInThroughApi(request, "SHOP_FOREMAN"));
  const tag = uniqueSuffix();
  const store = await foreman.post<{ id: string }>("/stock-locations", {
    name: `Screenshot store ${tag}`,
    kind: "STORE",
  });
  const jobs = await foreman.get<{ workOrders: { id: string }[] }>("/work-orders?status=IN_PROGRESS&limit=6");
  const parts = [
    { name: "Hydraulic filter", unitCost: 48.5, unit: "EACH" },
    { name: "Engine oil 15W-40", unitCost: 6.2, unit: "LITRE" },
    { name: "Track bolt", unitCost: 3.75, unit: "EACH" },
    { name: "Bucket tooth", unitCost: 86, unit: "EACH" },
  ];
  for (const [at, part] of parts.entries()) {
    const made = await foreman.post<{ id: string }>("/parts", { partNumber: `SC-${tag}-${at}`, ...part });
    await foreman.post(`/parts/${made.id}/receive`, { locationId: store.id, quantity: 200 });
    for (const [n, job] of jobs.workOrders.entries()) {
      if ((n + at) % 2 === 0) {
        await foreman.post(`/work-orders/${job.id}/parts`, {
          partId: made.id,
          locationId: store.id,
          quantity: 1 + at * 2,
        });
      }
    }
  }
});

for (const theme of ["light", "dark"] as const) {
  test(`reports costs (${theme})`, async ({ page }, info) => {
    await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    await useSession(page, await signInThroughApi(page.request, "FLEET_MANAGER"));
    await page.goto("/reports?period=30d");
    const section = page.getByRole("region", { name: /^Costs/ });
    await expect(section.getByRole("list", { name: "Cost figures" })).toBeVisible();
    await pageSettled(page);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `.tmp/screenshots/reports-costs-${theme}-${info.project.name}.png` });
  });
}
