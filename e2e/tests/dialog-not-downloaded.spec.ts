import { expect, test } from "@playwright/test";
import { assignedRepair } from "../support/assigned-repair.js";

test("a dialog whose code never arrived says so instead of failing the screen, and opens once the connection returns", async ({
  page,
  context,
  request,
}) => {
  const job = await assignedRepair(page, request, "ND");
  // The mechanic's first visit; the job's form is not downloaded before the signal drops.
  const missing = /\/assets\/mechanic-work-order-modal-[^/]*\.js$/;
  await page.route(missing, (route) => route.abort("internetdisconnected"));
  await page.goto("/mechanic-dashboard");
  const card = page.getByRole("article", { name: job.title });
  await expect(card.getByText("Assigned", { exact: true })).toBeVisible();
  await expect(page.locator("html[data-preloading]")).toHaveCount(0);
  await context.setOffline(true);

  await card.getByRole("button", { name: `Start Work ${job.title}` }).click();
  const notice = page.getByRole("alertdialog");
  await expect(notice).toContainText("This form is not on this device yet and there is no connection.");
  await expect(card).toBeVisible();

  await page.unroute(missing);
  await context.setOffline(false);
  await expect(notice).toBeHidden();
  const work = page.getByRole("dialog", { name: job.title });
  await expect(work.getByRole("button", { name: "Start Work" })).toBeVisible();
});
