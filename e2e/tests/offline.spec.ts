import { expect, test } from "@playwright/test";
import {
  fillBreakdownReport,
  operatorWithOwnMachine,
  workOrdersTitled,
} from "../support/operator-machine.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

test("an escalation sent without signal waits on the phone and reaches the shop once, on reconnect", async ({
  page,
  context,
  request,
}) => {
  const { manager, number } = await operatorWithOwnMachine(page, request, "OFF");
  await page.goto("/operator-dashboard");
  const title = `No signal at the cut: ${number} won't start`;
  const escalate = await fillBreakdownReport(page, number, title);

  // The signal drops as the operator presses send.
  await context.setOffline(true);
  await escalate.getByRole("button", { name: "Escalate Issue" }).click();
  await expect(escalate.getByText("Saved on this device")).toBeVisible();
  await expect(page.getByText("(1 change waiting to be sent)")).toBeVisible();
  await escalate.getByRole("button", { name: "Cancel" }).click();
  await expect(escalate).toBeHidden();
  // Logging out now would drop the report: the app asks first.
  await page.getByRole("button", { name: "Logout" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Log out with unsent changes?" });
  await expect(confirm).toContainText("1 change is still waiting for a connection on this device.");
  await confirm.getByRole("button", { name: "Cancel" }).click();

  await context.setOffline(false);
  await expect(page.getByText("Issue escalated to the shop foreman")).toBeVisible();
  // Exactly one work order from that report (the machine's other one is today's daily inspection).
  await expect.poll(() => workOrdersTitled(manager, number, title)).toBe(1);
});

test("on a signal that says online but carries nothing, Start Work waits on the device and goes out when the server answers", async ({
  page,
}) => {
  await useSession(page, await signInThroughApi(page.request, "MECHANIC"));
  await page.goto("/mechanic-dashboard");
  const start = page.getByRole("button", { name: /^Start Work / }).first();
  const name = (await start.textContent()) ?? "";
  const title = name.replace(/^Start Work\s*/, "").trim();
  await start.click();
  const work = page.getByRole("dialog", { name: title });
  await expect(work.getByRole("button", { name: "Start Work" })).toBeVisible();

  // A dead zone: the browser still says online, but no call gets an answer.
  await page.route("**/api/v1/**", (route) => route.abort("internetdisconnected"));
  await work.getByRole("button", { name: "Start Work" }).click();
  await expect(work.getByText("Saved on this device")).toBeVisible();
  await expect(page.getByText("Offline Mode - Changes will sync when reconnected")).toBeVisible();

  // Signal again: the app notices within its 10 s check and sends the start once.
  await page.unroute("**/api/v1/**");
  await expect(page.getByText("Offline Mode - Changes will sync when reconnected")).toBeHidden({
    timeout: 20_000,
  });
  await expect(work.getByRole("button", { name: "Complete Work" })).toBeVisible();
  await work.getByRole("button", { name: "Close" }).first().click();
  const card = page.getByRole("article", { name: title });
  await expect(card.getByText("In Progress", { exact: true })).toBeVisible();
});
