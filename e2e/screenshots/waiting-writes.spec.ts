import { expect, test } from "@playwright/test";
import { assignedRepair, foremanWithMachine } from "../support/assigned-repair.js";
import { useSession } from "../support/sign-in.js";

/**
 * What waits shows (docs/decisions/011): a Work Queue card and its details with a Start Work saved offline,
 * the same card after the server refused it, and a work order created offline waiting in the list; light and
 * dark, in .tmp/screenshots/ (for a person to look at).
 */
for (const theme of ["light", "dark"] as const) {
  test(`waiting writes (${theme})`, async ({ page, context, request }, info) => {
    await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    const shot = (name: string) => `.tmp/screenshots/${name}-${theme}-${info.project.name}.png`;
    const job = await assignedRepair(page, request, "SHOT");
    await page.goto("/mechanic-dashboard");
    const card = page.getByRole("article", { name: job.title });
    await expect(card.getByText("Assigned", { exact: true })).toBeVisible();

    await context.setOffline(true);
    await card.getByRole("button", { name: `Start Work ${job.title}` }).click();
    const work = page.getByRole("dialog", { name: job.title });
    await work.getByRole("button", { name: "Start Work" }).click();
    await expect(work.getByText("Waiting to send")).toBeVisible();
    await page.screenshot({ path: shot("waiting-details") });
    await work.getByRole("button", { name: "Close" }).first().click();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: shot("waiting-card") });
    await page.screenshot({ path: shot("waiting-queue") });

    expect(await job.startAsForeman()).toBe(200);
    await context.setOffline(false);
    await expect(card.getByRole("alert")).toContainText("already started by someone else");
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: shot("refused-card") });
    await card.getByRole("button", { name: `View Details ${job.title}` }).click();
    await expect(page.getByRole("dialog", { name: job.title }).getByRole("alert")).toBeVisible();
    await page.screenshot({ path: shot("refused-details") });
  });

  test(`work order created offline (${theme})`, async ({ page, context, request }, info) => {
    await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    const shop = await foremanWithMachine(request, "SHOT");
    await useSession(page, shop.session);
    await page.goto(`/work-orders?search=${shop.number}&create=true&equipment=${shop.machineId}`);
    const form = page.getByRole("dialog", { name: "Create Work Order" });
    await form.getByLabel("Title").fill(`Grease the pins on ${shop.number}`);
    await form.getByLabel("Description").fill("Every pin on the boom and the bucket.");
    await context.setOffline(true);
    await form.getByRole("button", { name: "Create Work Order" }).click();
    await expect(form.getByText("Saved on this device")).toBeVisible();
    await page.screenshot({
      path: `.tmp/screenshots/created-offline-form-${theme}-${info.project.name}.png`,
    });
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("Waiting to send")).toBeVisible();
    await page.screenshot({
      path: `.tmp/screenshots/created-offline-list-${theme}-${info.project.name}.png`,
    });
    await context.setOffline(false);
  });
}
