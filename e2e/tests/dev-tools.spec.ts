import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signInAs } from "../support/sign-in.js";

// Each test signs in, walks a whole page and runs axe on several of its states.
test.describe.configure({ timeout: 180_000 });

/** Axe at desktop width: nothing at all, on the state the page is in. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

test("a super admin runs read-only queries over their own organization's data", async ({ page }) => {
  await signInAs(page, "SUPER_ADMIN");
  await page.goto("/dev/database-tools");
  // The first call of a fresh server reads the catalog (and, on PGlite, gathers the tables' statistics).
  await expect(page.getByText(/^(PGlite|PostgreSQL) \d+/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("list", { name: "Record counts" }).getByText("Work Orders")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Open Query" }).click();
  await expect(page.getByRole("tab", { name: "Query" })).toHaveAttribute("aria-selected", "true");
  const editor = page.getByLabel("SQL query");
  const run = page.getByRole("button", { name: "Run Query" });

  await run.click();
  await expect(page.getByText("Please enter a query")).toBeVisible();

  await editor.fill("select title, status from work_orders order by created_at desc limit 3");
  await run.click();
  const rows = page.getByRole("region", { name: "Query result rows" });
  await expect(page.getByText(/^3 rows · /)).toBeVisible();
  await expect(rows).toContainText('"title": ');
  await expect(rows).toContainText('"status": ');

  // Row-level security: the other demo organization is not there, even when asked for everything.
  await editor.fill("select name from organizations");
  await run.click();
  await expect(page.getByText(/^1 row · /)).toBeVisible();
  await expect(rows).toContainText("Summit Ridge Construction");
  await expect(rows).not.toContainText("Northwind");

  await editor.fill("delete from work_orders");
  await editor.press("Control+Enter");
  const refusal = page.getByRole("alert").filter({ hasText: "Query execution failed" });
  await expect(refusal).toContainText("Only SELECT queries can run here: the query tool is read-only.");
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: "Schema" }).click();
  await expect(page.getByRole("article", { name: "Work Orders work_orders" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("tab", { name: "Data" }).click();
  await page.getByRole("button", { name: /^Equipment\s*\d+ records$/ }).click();
  await expect(page.getByRole("heading", { name: /^Equipment: first 10 of \d+ records$/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Equipment rows" }).getByRole("row")).toHaveCount(11);
  await expectNoAxeViolations(page);
});

test("a super admin tests GET /api/v1/equipment in the API explorer", async ({ page }) => {
  await signInAs(page, "SUPER_ADMIN");
  await page.goto("/dev/api-explorer");
  const search = page.getByRole("searchbox", { name: "Search endpoints" });
  await expect(search).toBeVisible({ timeout: 30_000 });
  // The first category is open, the others closed.
  await expect(page.getByRole("button", { name: /^System/ })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: /^Equipment/ })).toHaveAttribute("aria-expanded", "false");
  await expectNoAxeViolations(page);

  await search.fill("equipment");
  await page.getByLabel("Method").selectOption("GET");
  await page.getByRole("button", { name: /^GET \/api\/v1\/equipment, The fleet/ }).click();
  await expect(page.getByRole("heading", { name: "/api/v1/equipment", exact: true })).toBeVisible();
  await expect(page.getByText("authenticated", { exact: true })).toBeVisible();
  await page.getByLabel("limit (query)").fill("2");
  await page.getByRole("button", { name: "Test Endpoint" }).click();

  await expect(page.getByText("200 OK")).toBeVisible();
  await expect(page.getByText("GET /api/v1/equipment?limit=2")).toBeVisible();
  const data = page.getByRole("region", { name: "Response data" });
  await expect(data).toContainText('"equipmentNumber": ');
  await expect(data).toContainText('"limit": 2');
  await expectNoAxeViolations(page);

  // The explorer calls with the caller's own rights: the target refuses what a super admin may not do.
  await search.fill("maintenance schedule");
  await page.getByLabel("Method").selectOption("POST");
  await page.getByRole("button", { name: /^POST \/api\/v1\/maintenance\/schedule,/ }).click();
  await page.getByRole("button", { name: "Test Endpoint" }).click();
  await expect(page.getByText("403 Forbidden")).toBeVisible();
  await expect(page.getByText("INSUFFICIENT_PERMISSIONS", { exact: true })).toBeVisible();
  await expect(page.getByText(/Your role may not make this call/)).toBeVisible();
});

test("a fleet manager is refused both developer tools", async ({ page }) => {
  await signInAs(page, "FLEET_MANAGER");
  for (const path of ["/dev/api-explorer", "/dev/database-tools"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(
      page.getByText("These developer tools are only available to super administrators."),
    ).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(0);
  }
});
