import { expect, test } from "@playwright/test";
import { signInThroughApi, useSession } from "../support/sign-in.js";

test("the task list: stats, lowercase status filter, sort, and a Complete that opens the Complete Work form", async ({
  page,
}) => {
  await useSession(page, await signInThroughApi(page.request, "MECHANIC"));
  await page.goto("/tasks");
  await expect(page.getByText("Your assigned maintenance tasks")).toBeVisible();
  const stats = page.getByRole("list", { name: "Task statistics" });
  for (const label of ["Total Tasks", "Open", "In Progress", "Completed"]) {
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "New Task" })).toHaveCount(0);

  const filters = page.getByRole("region", { name: "Filters" });
  await filters.getByLabel("Status").selectOption("in_progress");
  await filters.getByLabel("Sort by").selectOption("priority");
  await expect(page).toHaveURL(/status=in_progress/);
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  // Retried until the filtered page has replaced the previous one (it stays on screen while the next loads).
  await expect(cards.filter({ hasNot: page.getByText("In Progress", { exact: true }) })).toHaveCount(0);
  const first = cards.first();
  const title = (await first.getByRole("heading").textContent()) ?? "";
  await first.getByRole("button", { name: /^Complete / }).click();
  const work = page.getByRole("dialog", { name: title.trim() });
  await expect(work.getByRole("group", { name: "Complete Work" })).toBeVisible();
  await expect(work.getByLabel("Completion notes")).toBeVisible();
});

test("a shop foreman's task list offers New Task and Assign on open work orders", async ({ page }) => {
  await useSession(page, await signInThroughApi(page.request, "SHOP_FOREMAN"));
  await page.goto("/tasks?status=open");
  await expect(page.getByRole("button", { name: "New Task" })).toBeVisible();
  const assign = page.getByRole("button", { name: /^Assign / }).first();
  await assign.click();
  await expect(page.getByRole("dialog", { name: "Assign Mechanic" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "New Task" }).click();
  await expect(page).toHaveURL(/\/work-orders\?create=true/);
  await expect(page.getByRole("dialog", { name: "Create Work Order" })).toBeVisible();
});
