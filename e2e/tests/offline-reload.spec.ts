import { expect, test } from "@playwright/test";
import {
  fillBreakdownReport,
  operatorWithOwnMachine,
  workOrdersTitled,
} from "../support/operator-machine.js";

test("a report saved without signal survives closing the app and is sent on reconnect", async ({
  page,
  context,
  request,
}) => {
  const { manager, number } = await operatorWithOwnMachine(page, request, "RL");
  await page.goto("/operator-dashboard");
  // Installed, the service worker holds the app shell; from the next load on it serves the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const title = `Vibration drum stuck on ${number}`;
  const escalate = await fillBreakdownReport(page, number, title);
  await context.setOffline(true);
  await escalate.getByRole("button", { name: "Escalate Issue" }).click();
  await expect(escalate.getByText("Saved on this device")).toBeVisible();
  await page.waitForTimeout(1500); // the cache's copy is written at most once a second

  await page.reload();
  await expect(page.getByText("(1 change waiting to be sent)")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("(1 change waiting to be sent)")).toBeHidden();
  await expect.poll(() => workOrdersTitled(manager, number, title)).toBe(1);
});
