import { expect, test } from "@playwright/test";
import { apiAs, uniqueSuffix } from "../support/api-as.js";
import { pickOption } from "../support/pick-option.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

test("a report saved without signal survives closing the app and is sent on reconnect", async ({
  page,
  context,
  request,
}) => {
  const manager = apiAs(request, await signInThroughApi(request, "FLEET_MANAGER"));
  const operatorSession = await signInThroughApi(page.request, "OPERATOR");
  const number = `RL-${uniqueSuffix()}`;
  await manager.post("/equipment", {
    equipmentNumber: number,
    name: `Reload Roller ${number}`,
    make: "Hamm",
    equipmentType: "ROLLER",
    currentJobSite: "Canyon Cut",
    assignedOperatorId: operatorSession.user.id,
  });
  await useSession(page, operatorSession);
  await page.goto("/operator-dashboard");
  // Installed, the service worker holds the app shell; from the next load on it serves the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole("button", { name: "Report Issue", exact: true }).click();
  const escalate = page.getByRole("dialog", { name: "Escalate Equipment Issue" });
  const title = `Vibration drum stuck on ${number}`;
  await pickOption(escalate, "Equipment", number);
  await escalate.getByLabel("Issue type").selectOption("BREAKDOWN");
  await escalate.getByLabel("Issue title").fill(title);
  await escalate.getByLabel("Detailed description").fill("Drum does not vibrate at any setting.");
  await context.setOffline(true);
  await escalate.getByRole("button", { name: "Escalate Issue" }).click();
  await expect(escalate.getByText("Saved on this device")).toBeVisible();
  await page.waitForTimeout(1500); // the cache's copy is written at most once a second

  await page.reload();
  await expect(page.getByText("(1 change waiting to be sent)")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("(1 change waiting to be sent)")).toBeHidden();
  await expect
    .poll(async () => {
      const found = await manager.get<{ workOrders: { title: string }[] }>(
        `/work-orders?search=${encodeURIComponent(number)}`,
      );
      return found.workOrders.filter((workOrder) => workOrder.title === title).length;
    })
    .toBe(1);
});
