import { readFile } from "node:fs/promises";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { apiAs } from "../support/api-as.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

interface ReportAnswer {
  workOrders: { total: number; completed: number; pending: number; overdue: number };
  series: { byStatus: { status: string; count: number }[] };
}

/** A detail card's figure, as the screen shows it. */
const figure = (page: Page, card: string, label: string): Locator =>
  page
    .getByRole("region", { name: card })
    .locator("div", { has: page.getByText(label, { exact: true }) })
    .locator("dd");

async function openAsManager(page: Page) {
  const session = await signInThroughApi(page.request, "FLEET_MANAGER");
  await useSession(page, session);
  await page.goto("/reports");
  await expect(page.getByRole("heading", { name: "Maintenance Reports", level: 2 })).toBeVisible();
  return apiAs(page.request, session);
}

test("the period changes the figures, each chart has its table, and Export downloads the same figures", async ({
  page,
}) => {
  const api = await openAsManager(page);
  const month = await api.get<ReportAnswer>("/reports?period=30d");
  const week = await api.get<ReportAnswer>("/reports?period=7d");
  expect(week.workOrders.total).not.toBe(month.workOrders.total);

  // Default 30 days: the screen shows the server's figures of that period.
  await expect(page.getByLabel("Time period")).toHaveValue("30d");
  await expect(figure(page, "Work Order Status", "Total")).toHaveText(String(month.workOrders.total));
  await expect(figure(page, "Work Order Status", "Overdue")).toHaveText(String(month.workOrders.overdue));

  // 7 days: the address and the figures follow.
  await page.getByLabel("Time period").selectOption("7d");
  await expect(page).toHaveURL(/[?&]period=7d/);
  await expect(figure(page, "Work Order Status", "Total")).toHaveText(String(week.workOrders.total));
  await expect(page.getByText(/^Last 7 days:/)).toBeVisible();

  // Every chart has a table for screen readers; 'Show table' shows it to everyone, with the same counts.
  for (const chart of [
    "Work Orders Opened and Completed",
    "Work Orders by Status",
    "Work Orders by Priority",
    "Equipment by Status",
    "Most Repair Work Orders",
  ]) {
    await expect(page.getByRole("table", { name: chart })).toHaveCount(1);
  }
  const byStatus = page.getByRole("region", { name: "Work Orders by Status" });
  await byStatus.getByRole("button", { name: "Show table" }).click();
  const table = byStatus.getByRole("table", { name: "Work Orders by Status" });
  await expect(table).toBeVisible();
  const pending = week.series.byStatus.find((row) => row.status === "PENDING")?.count;
  await expect(table.getByRole("row", { name: /^Pending/ }).getByRole("cell")).toHaveText(String(pending));
  await byStatus.getByRole("button", { name: "Show chart" }).click();
  await expect(byStatus.locator("svg").first()).toBeVisible();

  // Export: the CSV of the chosen period, with the figures the screen shows.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^maintenance-report-summit-ridge-construction-7d-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe("Section,Item,Value");
  expect(lines).toContain("Report,Period,Last 7 days");
  expect(lines).toContain(
    `Work Order Status,Total,${await figure(page, "Work Order Status", "Total").textContent()}`,
  );
  expect(lines).toContain(
    `Equipment Status,Critical,${await figure(page, "Equipment Status", "Critical").textContent()}`,
  );
});

interface CostAnswer {
  costs: { currency: string; totalCost: number; labourCost: number; partsCost: number };
}

test("the costs: the period's figures in the organization's currency, each cost chart with its table", async ({
  page,
}) => {
  const api = await openAsManager(page);
  const { costs } = await api.get<CostAnswer>("/reports?period=30d");
  const money = (value: number) =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: costs.currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  // The demo's completed jobs carry their clock's labour at the seeded rates.
  expect(costs.labourCost).toBeGreaterThan(0);
  const section = page.getByRole("region", { name: `Costs (${costs.currency})` });
  await expect(section).toBeVisible();
  const figures = section.getByRole("list", { name: "Cost figures" });
  for (const [label, value] of [
    ["Labour Cost", costs.labourCost],
    ["Parts Cost", costs.partsCost],
    ["Total Cost", costs.totalCost],
  ] as const) {
    await expect(figures.getByRole("listitem").filter({ hasText: label })).toContainText(money(value));
  }
  for (const chart of [`Parts and Labour Cost (${costs.currency})`, "Machines That Cost the Most"]) {
    await expect(page.getByRole("table", { name: chart })).toHaveCount(1);
  }
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the period sits behind the filters toggle, nothing overflows, and axe finds nothing", async ({
    page,
  }) => {
    test.slow(); // axe over five charts and their tables takes a while on a busy machine
    await openAsManager(page);
    const period = page.getByLabel("Time period");
    await expect(period).toBeHidden();
    await page.getByRole("button", { name: /^Filters/ }).click();
    await period.selectOption("1y");
    await expect(page.getByText(/^Last year:/)).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Most Repair Work Orders" }).locator("svg").first(),
    ).toBeVisible();
    // The costs section (its own chunk) is drawn too, figures and charts.
    await expect(page.getByRole("list", { name: "Cost figures" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Machines That Cost the Most" }).locator("svg").first(),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test("desktop: axe finds nothing on the page nor in a shown table", async ({ page }) => {
  test.slow(); // axe over five charts and their tables takes a while on a busy machine
  await openAsManager(page);
  await expect(figure(page, "Equipment Status", "Total")).not.toHaveText("—");
  await expect(page.getByRole("list", { name: "Cost figures" })).toBeVisible();
  await page
    .getByRole("region", { name: "Machines That Cost the Most" })
    .getByRole("button", { name: "Show table" })
    .click();
  await page
    .getByRole("region", { name: "Equipment by Status" })
    .getByRole("button", { name: "Show table" })
    .click();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("a role below manager level is told it has no access", async ({ page }) => {
  await useSession(page, await signInThroughApi(page.request, "MECHANIC"));
  await page.goto("/reports");
  await expect(page.getByText("You need manager-level permissions to view reports.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Export CSV" })).toHaveCount(0);
});
