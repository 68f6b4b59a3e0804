import { expect, test } from "@playwright/test";
import { assignedRepair, foremanWithMachine, startWorkOffline } from "../support/assigned-repair.js";
import { loseSignal } from "../support/lose-signal.js";
import {
  fillBreakdownReport,
  operatorWithOwnMachine,
  workOrdersTitled,
} from "../support/operator-machine.js";
import { useSession } from "../support/sign-in.js";

test("Start Work saved offline moves the card to In Progress at once, marked 'Waiting to send', and is sent once on reconnect", async ({
  page,
  context,
  request,
}) => {
  const job = await assignedRepair(page, request, "WS");
  await page.goto("/mechanic-dashboard");
  const card = page.getByRole("article", { name: job.title });
  await expect(card.getByText("Assigned", { exact: true })).toBeVisible();

  await loseSignal(page, context);
  await startWorkOffline(page, job.title);
  await expect(card.getByText("In Progress", { exact: true })).toBeVisible();
  await expect(card.getByText("Waiting to send")).toBeVisible();
  await expect(card.getByRole("button", { name: `Continue Work ${job.title}` })).toBeVisible();
  await expect(page.getByText("(1 change waiting to be sent)")).toBeVisible();

  const sent: string[] = [];
  page.on("request", (call) => {
    if (call.method() === "PATCH" && call.url().endsWith(`/work-orders/${job.id}/start`)) {
      sent.push(call.headers()["idempotency-key"] ?? "");
    }
  });
  await context.setOffline(false);
  await expect(card.getByText("Waiting to send")).toBeHidden();
  await expect(card.getByText("In Progress", { exact: true })).toBeVisible();
  expect(new Set(sent).size).toBe(1);
  const { workOrder } = await job.foreman.get<{
    workOrder: { status: string; history: { toStatus: string }[] };
  }>(`/work-orders/${job.id}`);
  expect(workOrder.status).toBe("IN_PROGRESS");
  expect(workOrder.history.filter((entry) => entry.toStatus === "IN_PROGRESS")).toHaveLength(1);
});

test("a Start Work refused on reconnect (the foreman started the job meanwhile) shows on its card and in its details, until dismissed", async ({
  page,
  context,
  request,
}) => {
  const job = await assignedRepair(page, request, "WR");
  await page.goto("/mechanic-dashboard");
  const card = page.getByRole("article", { name: job.title });
  await expect(card.getByText("Assigned", { exact: true })).toBeVisible();

  await loseSignal(page, context);
  await startWorkOffline(page, job.title);
  await expect(card.getByText("Waiting to send")).toBeVisible();
  // Meanwhile, from the office, the foreman starts the same job.
  expect(await job.startAsForeman()).toBe(200);

  await context.setOffline(false);
  const refusal = card.getByRole("alert");
  await expect(refusal).toContainText("Not sent: this work order was already started by someone else.");
  await expect(refusal).toContainText("Reload to see it");
  await expect(card.getByText("Waiting to send")).toBeHidden();
  await expect(card.getByText("In Progress", { exact: true })).toBeVisible();

  await card.getByRole("button", { name: `View Details ${job.title}` }).click();
  const details = page.getByRole("dialog", { name: job.title });
  await expect(details.getByRole("alert")).toContainText(
    "Not sent: this work order was already started by someone else.",
  );
  await details.getByRole("button", { name: "Close" }).first().click();

  // Kept on the device (a reload does not lose it) until the mechanic dismisses it.
  await page.waitForTimeout(1500); // the cache's copy is written at most once a second
  await page.reload();
  await expect(card.getByRole("alert")).toContainText("already started by someone else");
  await card.getByRole("button", { name: "Dismiss" }).click();
  await expect(card.getByRole("alert")).toBeHidden();
  await expect(card.getByText("In Progress", { exact: true })).toBeVisible();
});

test("a work order created offline waits in the list, marked 'Waiting to send', and is created once on reconnect", async ({
  page,
  context,
  request,
}) => {
  const shop = await foremanWithMachine(request, "WC");
  await useSession(page, shop.session);
  await page.goto(`/work-orders?search=${shop.number}&create=true&equipment=${shop.machineId}`);
  const form = page.getByRole("dialog", { name: "Create Work Order" });
  const title = `Grease the pins on ${shop.number}`;
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("Every pin on the boom and the bucket.");

  await context.setOffline(true);
  await form.getByRole("button", { name: "Create Work Order" }).click();
  await expect(form.getByText("Saved on this device")).toBeVisible();
  await form.getByRole("button", { name: "Cancel" }).click();
  const waiting = page
    .getByRole("region", { name: "Saved on this device" })
    .getByRole("article", { name: title });
  await expect(waiting.getByText("Waiting to send")).toBeVisible();

  await context.setOffline(false);
  await expect(waiting).toBeHidden();
  await expect(page.getByRole("article", { name: title })).toBeVisible();
  const found = await shop.foreman.get<{ workOrders: { title: string }[] }>(
    `/work-orders?search=${encodeURIComponent(shop.number)}`,
  );
  expect(found.workOrders.filter((workOrder) => workOrder.title === title)).toHaveLength(1);
});

test("an issue reported offline shows in the operator's My Work Orders, marked 'Waiting to send', until it is sent once", async ({
  page,
  context,
  request,
}) => {
  const { manager, number } = await operatorWithOwnMachine(page, request, "WE");
  await page.goto("/operator-dashboard");
  const title = `Coolant leak under ${number}`;
  const escalate = await fillBreakdownReport(page, number, title);
  await context.setOffline(true);
  await escalate.getByRole("button", { name: "Escalate Issue" }).click();
  await expect(escalate.getByText("Saved on this device")).toBeVisible();
  await escalate.getByRole("button", { name: "Cancel" }).click();
  const waiting = page
    .getByRole("region", { name: "Saved on this device" })
    .getByRole("article", { name: title });
  await expect(waiting.getByText("Waiting to send")).toBeVisible();

  await context.setOffline(false);
  await expect(waiting).toBeHidden();
  await expect.poll(() => workOrdersTitled(manager, number, title)).toBe(1);
});
